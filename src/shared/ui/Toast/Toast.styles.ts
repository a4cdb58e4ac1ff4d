import styled from 'styled-components';

/** Fixed to the bottom: centred on phones, bottom-right from tablets up; never over the header. */
export const Viewport = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.z.toast};
  bottom: ${({ theme }) => theme.space.lg};
  left: ${({ theme }) => theme.space.lg};
  right: ${({ theme }) => theme.space.lg};
  display: flex;
  flex-direction: column;
  align-items: center;
  pointer-events: none;

  ${({ theme }) => theme.media.md} {
    left: auto;
    right: ${({ theme }) => theme.space.xl};
    bottom: ${({ theme }) => theme.space.xl};
    align-items: flex-end;
    width: 24rem;
  }
`;

/** A live region: always in the DOM (empty when idle) so that screen readers notice insertions. */
export const Region = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  max-width: 24rem;
  &:not(:empty) ~ &:not(:empty) {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;
