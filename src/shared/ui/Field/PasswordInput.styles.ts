import styled from 'styled-components';
import { theme } from '@/shared/theme';

export const PasswordWrap = styled.div`
  position: relative;
  & > input {
    padding-right: calc(${theme.size.control} + ${theme.space.xs});
  }
`;

export const PasswordToggle = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  display: inline-grid;
  place-items: center;
  width: ${theme.size.control};
  height: ${theme.size.control};
  padding: 0;
  border: 0;
  border-radius: ${theme.radius.md};
  background: transparent;
  color: ${theme.color.inkMuted};
  cursor: pointer;
  &:hover {
    color: ${theme.color.brand};
  }
`;
