import styled, { css, keyframes } from 'styled-components';
import type { ToastTone } from './types';

const enter = keyframes`
  from { opacity: 0; transform: translateY(0.75rem); }
  to { opacity: 1; transform: none; }
`;

const tones: Record<ToastTone, ReturnType<typeof css>> = {
  success: css`
    border-left-color: ${({ theme }) => theme.color.success};
    & > svg {
      color: ${({ theme }) => theme.color.success};
    }
  `,
  info: css`
    border-left-color: ${({ theme }) => theme.color.info};
    & > svg {
      color: ${({ theme }) => theme.color.info};
    }
  `,
  error: css`
    border-left-color: ${({ theme }) => theme.color.danger};
    background: ${({ theme }) => theme.color.dangerSoft};
    & > svg {
      color: ${({ theme }) => theme.color.danger};
    }
  `,
};

export const Card = styled.div<{ $tone: ToastTone }>`
  pointer-events: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xs} ${theme.space.xs} ${theme.space.md}`};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  font-size: ${({ theme }) => theme.fontSize.sm};

  & > svg {
    flex: none;
  }
  ${({ $tone }) => tones[$tone]}

  @media (prefers-reduced-motion: no-preference) {
    animation: ${enter} ${({ theme }) => theme.duration.normal} ease-out;
  }
`;

export const Message = styled.p`
  flex: 1;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0;
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

export const ActionLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.control};
  padding: 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.brand};
  white-space: nowrap;
  /* The same look as a link or as a button (Undo). */
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  text-decoration: underline;
  cursor: pointer;
`;

export const DismissButton = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.size.control};
  height: ${({ theme }) => theme.size.control};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.inkMuted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceSunken};
    color: ${({ theme }) => theme.color.ink};
  }
`;
