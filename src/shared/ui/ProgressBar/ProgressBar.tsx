import styled, { keyframes } from 'styled-components';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

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

  /* Without motion: a still, full bar. */
  ${({ theme }) => theme.media.reducedMotion} {
    &::before {
      width: 100%;
      animation: none;
    }
  }
`;

/**
 * A thin bar along the top of the window, moving while the next page is on its way: the sign that
 * a click was taken. Decorative (`aria-hidden`): assistive technology learns of the wait from
 * `aria-busy` on the page's main element, and focus never goes to it.
 */
export function ProgressBar() {
  return <Bar aria-hidden="true" data-progress-bar="" />;
}
