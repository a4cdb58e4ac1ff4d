import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { t, word } from '@/shared/i18n';
import { Drawer } from '@/shared/ui/Drawer';
import { NAV } from './nav';
import { LanguageSwitch } from './LanguageSwitch';

const MobileNav = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.size.control};
    padding: 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSize.lg};
    text-decoration: none;
    color: ${({ theme }) => theme.color.ink};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const MORE = [
  { label: word('Wishlist'), to: '/wishlist' },
  { label: word('Orders'), to: '/orders' },
  { label: word('Contact us'), to: '/contact' },
];

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The phone's menu: a drawer from the left with the categories, Sale, Wishlist, Orders and Contact us,
 * and the language switch.
 */
export default function MobileMenu({ open, onClose }: MobileMenuProps) {
  return (
    <Drawer open={open} onClose={onClose} title={t('Menu')} side="left">
      <MobileNav aria-label={t('Mobile')}>
        <ul>
          {[...NAV, ...MORE].map((n) => (
            <li key={n.to}>
              <Link to={n.to} onClick={onClose}>
                {t(n.label)}
              </Link>
            </li>
          ))}
          <li>
            <LanguageSwitch onFollow={onClose} />
          </li>
        </ul>
      </MobileNav>
    </Drawer>
  );
}
