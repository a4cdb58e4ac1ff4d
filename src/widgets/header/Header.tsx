import { memo, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { lazyHydrated, lazyOnInteraction, loadOnce } from '@/app/boot';
import { useAppSelector } from '@/app/hooks';
import { selectCartCount } from '@/features/cart';
import { selectPriceDropCount, selectWishlistCount } from '@/features/wishlist';
import { t, word } from '@/shared/i18n';
import { SHOP_NAME, SHOP_TAGLINE } from '@/shared/lib/constants';
import { countLabel } from '@/shared/lib/countLabel';
import { CartIcon, Container, CountBadge, HeartIcon, IconButton, MenuIcon } from '@/shared/ui';
import { AccountMenuContainer } from './AccountMenu.container';
import { NAV } from './nav';
import { LanguageSwitch } from './LanguageSwitch';

/**
 * The search boxes' code (the combobox, its suggestions' client): no part of a prerendered page's
 * first load. Until the shopper's first interaction (focus in the box is one) the box is the
 * page's plain search form, which submits to /search?q=...; what is typed meanwhile is taken up.
 * A page rendered in the browser loads it at once.
 */
export const loadSearchBox = loadOnce(() =>
  import(/* webpackChunkName: "header-search" */ '@/features/search').then((m) => m.SearchBoxContainer),
);
const SearchBoxContainer = lazyHydrated(loadSearchBox);

// The mobile menu (its drawer, focus trap and links) loads on first open, off the first screen's budget.
const MobileMenu = lazyOnInteraction(() =>
  import(/* webpackChunkName: "mobile-menu" */ './MobileMenu').then((m) => m.default),
);

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.header};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  ${({ theme }) => theme.media.xs} {
    gap: ${({ theme }) => theme.space.md};
  }
  min-height: ${({ theme }) => theme.size.headerHeight};
`;

const Logo = styled(Link)`
  display: flex;
  flex-direction: column;
  text-decoration: none;
  color: ${({ theme }) => theme.color.brand};
  line-height: 1;
  white-space: nowrap;
  ${({ theme }) => theme.media.xs} {
    margin-right: ${({ theme }) => theme.space.md};
  }
  span:first-child {
    font-family: ${({ theme }) => theme.font.display};
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    letter-spacing: 0.02em;
  }
  /* The tagline is wider than the word mark: below 360 px it gives way, so nothing scrolls sideways. */
  span:last-child {
    display: none;
    font-size: ${({ theme }) => theme.fontSize.xs};
    color: ${({ theme }) => theme.color.inkMuted};
    margin-top: ${({ theme }) => theme.space.xxs};
    ${({ theme }) => theme.media.xs} {
      display: block;
    }
  }
`;

const DesktopNav = styled.nav`
  display: none;
  ${({ theme }) => theme.media.lg} {
    display: block;
  }
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const NavItem = styled(NavLink)<{ $sale?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.control};
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  color: ${({ theme, $sale }) => ($sale ? theme.color.danger : theme.color.ink)};
  &:hover {
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brandHover};
  }
  &.active {
    color: ${({ theme }) => theme.color.brand};
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.color.brand};
  }
`;

const DesktopSearch = styled.div`
  flex: 1;
  display: none;
  ${({ theme }) => theme.media.md} {
    display: block;
  }
`;

const Spacer = styled.div`
  flex: 1;
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  /* The language switch (LanguageSwitch): in the bar from 480 px; narrower, in the phone menu. */
  > a[hreflang] {
    display: none;
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
    color: ${({ theme }) => theme.color.ink};
    ${({ theme }) => theme.media.sm} {
      display: inline-flex;
    }
  }
`;

const IconLink = styled(Link)`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.size.control};
  height: ${({ theme }) => theme.size.control};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.ink};
  &:hover {
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brand};
  }
`;

const MenuButton = styled.div`
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

/**
 * The phone's search row. Its room is kept (the box is 46px high) while the box's code loads on a
 * page rendered in the browser, whose first render can come before it: the page below never jumps.
 */
const MobileSearch = styled(Container)`
  padding-bottom: ${({ theme }) => theme.space.sm};
  min-height: calc(46px + ${({ theme }) => theme.space.sm});
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const CartLink = memo(function CartLink() {
  const count = useAppSelector(selectCartCount);
  return (
    <IconLink
      to="/cart"
      aria-label={t('Cart, {items}', { items: countLabel(count, word('item'), word('items')) })}
    >
      <CartIcon />
      <CountBadge count={count} />
    </IconLink>
  );
});

const WishlistLink = memo(function WishlistLink() {
  const count = useAppSelector(selectWishlistCount);
  const drops = useAppSelector(selectPriceDropCount);
  const items = countLabel(count, word('item'), word('items'));
  const name =
    drops > 0
      ? t('Wishlist, {items}, {drops}', {
          items,
          drops:
            drops === 1
              ? t('{count} price drop', { count: drops })
              : t('{count} price drops', { count: drops }),
        })
      : t('Wishlist, {items}', { items });
  return (
    <IconLink to="/wishlist" aria-label={name}>
      <HeartIcon />
      <CountBadge count={count} />
    </IconLink>
  );
});

export const Header = memo(function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const close = () => setMenuOpen(false);
  return (
    <Bar>
      <Row>
        <MenuButton>
          <IconButton
            label={t('Open menu')}
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
            aria-expanded={menuOpen}
          >
            <MenuIcon />
          </IconButton>
        </MenuButton>
        <Logo to="/">
          <span>{SHOP_NAME}</span>
          <span>{t(SHOP_TAGLINE)}</span>
        </Logo>
        <DesktopNav aria-label={t('Main')}>
          <ul>
            {NAV.map((n) => (
              <li key={n.to}>
                <NavItem to={n.to} $sale={n.label === 'Sale'}>
                  {t(n.label)}
                </NavItem>
              </li>
            ))}
          </ul>
        </DesktopNav>
        <DesktopSearch>
          <SearchBoxContainer id="header-search-desktop" />
        </DesktopSearch>
        <Spacer />
        <Actions>
          <LanguageSwitch />
          <AccountMenuContainer />
          <WishlistLink />
          <CartLink />
        </Actions>
      </Row>
      <MobileSearch>
        <SearchBoxContainer id="header-search-mobile" />
      </MobileSearch>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={close} />
        </Suspense>
      )}
    </Bar>
  );
});
