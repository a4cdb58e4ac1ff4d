import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

export const Popup = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  right: 0;
  z-index: 1;
  min-width: 14rem;
  /* Never wider than the viewport minus the page padding, so it fits a 390px phone. */
  max-width: calc(100vw - 2 * ${({ theme }) => theme.space.lg});
  padding: ${({ theme }) => theme.space.xs} 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

export const MenuLabel = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin-bottom: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.ink};
`;

export const MenuList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const Separator = styled.li`
  height: 0;
  margin: ${({ theme }) => theme.space.xs} 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const menuItem = css`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: ${({ theme }) => theme.size.control};
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.fontSize.md};
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;

  &:hover,
  &:focus {
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brandHover};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
`;

export const MenuLink = styled(Link)`
  ${menuItem}
`;

export const MenuButton = styled.button`
  ${menuItem}
`;
