import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { t, word } from '@/shared/i18n';

/** The landmark's name (shown with t() where it is rendered). */
const NAME = word('Breadcrumb');

const Nav = styled.nav`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
`;

const Separator = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.inkSubtle};
`;

const Crumb = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.control};
  padding: 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.brand};
`;

const Current = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.control};
  padding: 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.ink};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

export interface BreadcrumbItem {
  label: string;
  /** Route of the crumb; the last item is the current page and is never a link. */
  to?: string;
}

export interface BreadcrumbProps {
  items: readonly BreadcrumbItem[];
  className?: string;
}

/** `nav` "Breadcrumb" with an ordered list; the last item is `aria-current="page"`. */
export function Breadcrumb({ items, className }: BreadcrumbProps) {
  return (
    <Nav aria-label={t(NAME)} className={className}>
      <List>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Item key={`${index}-${item.label}`}>
              {last ? (
                <Current aria-current="page">{item.label}</Current>
              ) : item.to !== undefined ? (
                <Crumb to={item.to}>{item.label}</Crumb>
              ) : (
                <Current>{item.label}</Current>
              )}
              {!last && <Separator aria-hidden="true">›</Separator>}
            </Item>
          );
        })}
      </List>
    </Nav>
  );
}
