import styled, { css } from 'styled-components';
import { Button } from '@/shared/ui';

export const Form = styled.form<{ $size: 'md' | 'lg' }>`
  position: relative;
  width: 100%;
  max-width: ${({ $size }) => ($size === 'lg' ? '40rem' : '32.5rem')};
`;

export const Bar = styled.div<{ $size: 'md' | 'lg' }>`
  display: flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.focus};
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
  min-height: ${({ theme }) => theme.size.control};
  border: 0;
  background: transparent;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.pill};
  &:focus {
    outline: none;
  }
  &::placeholder {
    color: ${({ theme }) => theme.color.inkSubtle};
  }
`;

export const IconSubmit = styled.button`
  display: grid;
  place-items: center;
  flex: none;
  width: ${({ theme }) => theme.size.control};
  height: ${({ theme }) => theme.size.control};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.brand};
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius.pill};
  &:hover {
    background: ${({ theme }) => theme.color.brandSoft};
  }
`;

export const Listbox = styled.ul`
  position: absolute;
  z-index: ${({ theme }) => theme.z.header + 1};
  top: calc(100% + ${({ theme }) => theme.space.xs});
  left: 0;
  right: 0;
  max-height: min(28rem, 70vh);
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  &[hidden] {
    display: none;
  }
`;

/** The visible "Search" button, rounded to sit inside the pill. */
export const TextSubmit = styled(Button)`
  flex: none;
  border-radius: ${({ theme }) => theme.radius.pill};
`;
