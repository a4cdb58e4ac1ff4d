import styled, { css, keyframes } from 'styled-components';

export type DrawerSide = 'left' | 'right';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;
const slideFromLeft = keyframes`
  from { transform: translateX(-100%); }
  to { transform: none; }
`;
const slideFromRight = keyframes`
  from { transform: translateX(100%); }
  to { transform: none; }
`;

export const Root = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.drawer};
`;

export const Overlay = styled.div`
  position: absolute;
  inset: 0;
  background: ${({ theme }) => theme.color.overlay};

  @media (prefers-reduced-motion: no-preference) {
    animation: ${fadeIn} ${({ theme }) => theme.duration.normal} ease-out;
  }
`;

export const Panel = styled.div<{ $side: DrawerSide }>`
  position: absolute;
  top: 0;
  bottom: 0;
  ${({ $side }) => ($side === 'left' ? 'left: 0;' : 'right: 0;')}
  display: flex;
  flex-direction: column;
  width: min(calc(100% - ${({ theme }) => theme.space.xxxl}), ${({ theme }) => theme.size.drawerWidth});
  max-width: 100%;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  outline: none;

  @media (prefers-reduced-motion: no-preference) {
    ${({ $side, theme }) => css`
      animation: ${$side === 'left' ? slideFromLeft : slideFromRight} ${theme.duration.normal} ease-out;
    `}
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

export const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space.lg};
`;

export const Footer = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;
