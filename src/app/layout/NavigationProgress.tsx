import styled, { keyframes } from 'styled-components';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * A thin bar along the top of the window while the next page (its chunk or its data) takes more
 * than 300 ms: the sign that something is happening after a click. Decorative: assistive
 * technology learns it from `aria-busy` on the page's main element (Layout), and focus never
 * moves to it.
 */
const Bar = styled.div`
  position: fixed;
  inset: 0 0 auto;
  z-index: ${({ theme }) => theme.z.toast};
  height: 3px;
  overflow: hidden;
  pointer-events: none;
  background: ${({ theme }) => theme.color.brandSoft};

  &::before {
    content: '';
    position: absolute;
    inset: 0;
    width: 40%;
    background: ${({ theme }) => theme.color.brand};
    animation: ${slide} 1.1s ease-in-out infinite;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    &::before {
      width: 100%;
      animation: none;
    }
  }
`;

export function NavigationProgress() {
  return <Bar aria-hidden="true" data-testid="navigation-progress" />;
}
