import styled from 'styled-components';
import { theme } from '@/shared/theme';

/** Fixed to the bottom: centred on phones, bottom-right from tablets up; never over the header. */
export const Viewport = styled.div`
  position: fixed;
  z-index: ${theme.z.toast};
  bottom: ${theme.space.lg};
  left: ${theme.space.lg};
  right: ${theme.space.lg};
  display: flex;
  flex-direction: column;
  align-items: center;
  pointer-events: none;

  ${theme.media.md} {
    left: auto;
    right: ${theme.space.xl};
    bottom: ${theme.space.xl};
    align-items: flex-end;
    width: 24rem;
  }
`;

/** A live region: always in the DOM (empty when idle) so that screen readers notice insertions. */
export const Region = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  width: 100%;
  max-width: 24rem;
  &:not(:empty) ~ &:not(:empty) {
    margin-top: ${theme.space.sm};
  }
`;
