import styled, { css, keyframes } from 'styled-components';
import type { ToastTone } from './types';
import { theme } from '@/shared/theme';

const enter = keyframes`
  from { opacity: 0; transform: translateY(0.75rem); }
  to { opacity: 1; transform: none; }
`;

const tones: Record<ToastTone, ReturnType<typeof css>> = {
  success: css`
    border-left-color: ${theme.color.success};
    & > svg {
      color: ${theme.color.success};
    }
  `,
  info: css`
    border-left-color: ${theme.color.info};
    & > svg {
      color: ${theme.color.info};
    }
  `,
  error: css`
    border-left-color: ${theme.color.danger};
    background: ${theme.color.dangerSoft};
    & > svg {
      color: ${theme.color.danger};
    }
  `,
};

export const Card = styled.div<{ $tone: ToastTone }>`
  pointer-events: auto;
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  width: 100%;
  padding: ${theme.space.xs} ${theme.space.xs} ${theme.space.xs} ${theme.space.md};
  background: ${theme.color.surface};
  color: ${theme.color.ink};
  border: 1px solid ${theme.color.border};
  border-left: 4px solid transparent;
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow.lg};
  font-size: ${theme.fontSize.sm};

  & > svg {
    flex: none;
  }
  ${({ $tone }) => tones[$tone]}

  @media (prefers-reduced-motion: no-preference) {
    animation: ${enter} ${theme.duration.normal} ease-out;
  }
`;

export const Message = styled.p`
  flex: 1;
  margin: 0;
  padding: ${theme.space.sm} 0;
  font-weight: ${theme.fontWeight.medium};
`;

export const ActionLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.size.control};
  padding: 0 ${theme.space.sm};
  color: ${theme.color.brand};
  white-space: nowrap;
  /* The same look as a link or as a button (Undo). */
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  font: inherit;
  font-weight: ${theme.fontWeight.bold};
  text-decoration: underline;
  cursor: pointer;
`;

export const DismissButton = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${theme.size.control};
  height: ${theme.size.control};
  padding: 0;
  border: 0;
  border-radius: ${theme.radius.pill};
  background: transparent;
  color: ${theme.color.inkMuted};
  cursor: pointer;
  &:hover {
    background: ${theme.color.surfaceSunken};
    color: ${theme.color.ink};
  }
`;
