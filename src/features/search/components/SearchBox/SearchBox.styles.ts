import styled, { css } from 'styled-components';
import { Button } from '@/shared/ui';
import { theme } from '@/shared/theme';

export const Form = styled.form<{ $size: 'md' | 'lg' }>`
  position: relative;
  width: 100%;
  max-width: ${({ $size }) => ($size === 'lg' ? '40rem' : '32.5rem')};
`;

export const Bar = styled.div<{ $size: 'md' | 'lg' }>`
  display: flex;
  align-items: center;
  border: 1px solid ${theme.color.borderStrong};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  &:focus-within {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 1px;
  }
  ${({ $size, theme }) =>
    $size === 'lg' &&
    css`
      padding: ${theme.space.xxs};
      box-shadow: ${theme.shadow.sm};
    `}
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: ${theme.size.control};
  border: 0;
  background: transparent;
  padding: 0 ${theme.space.lg};
  border-radius: ${theme.radius.pill};
  &:focus {
    outline: none;
  }
  &::placeholder {
    color: ${theme.color.inkSubtle};
  }
`;

export const IconSubmit = styled.button`
  display: grid;
  place-items: center;
  flex: none;
  width: ${theme.size.control};
  height: ${theme.size.control};
  border: 0;
  background: transparent;
  color: ${theme.color.brand};
  cursor: pointer;
  border-radius: ${theme.radius.pill};
  &:hover {
    background: ${theme.color.brandSoft};
  }
`;

export const Listbox = styled.ul`
  position: absolute;
  z-index: ${theme.z.header + 1};
  top: calc(100% + ${theme.space.xs});
  left: 0;
  right: 0;
  max-height: min(28rem, 70vh);
  overflow-y: auto;
  margin: 0;
  padding: ${theme.space.xs} 0;
  list-style: none;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow.lg};
  &[hidden] {
    display: none;
  }
`;

/** The visible "Search" button, rounded to sit inside the pill. */
export const TextSubmit = styled(Button)`
  flex: none;
  border-radius: ${theme.radius.pill};
`;
