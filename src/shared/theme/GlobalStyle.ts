import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    /* Focused fields and in-page targets stay clear of the sticky header. */
    scroll-padding-top: calc(${({ theme }) => theme.size.headerHeight} + ${({ theme }) => theme.space.xxl});
  }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: ${({ theme }) => theme.lineHeight.normal};
    color: ${({ theme }) => theme.color.ink};
    background: ${({ theme }) => theme.color.surfaceAlt};
    overflow-wrap: anywhere;
  }
  img, svg { display: block; max-width: 100%; }
  img { height: auto; }
  h1, h2, h3, h4 { line-height: ${({ theme }) => theme.lineHeight.tight}; margin: 0 0 ${({ theme }) => theme.space.md}; }
  p { margin: 0 0 ${({ theme }) => theme.space.md}; }
  a { color: ${({ theme }) => theme.color.brand}; }
  a:hover { color: ${({ theme }) => theme.color.brandHover}; }
  button, input, select, textarea { font: inherit; color: inherit; }
  /*
   * A control's label never breaks inside a word ("Filte/rs"): 'anywhere' above lets a word shrink
   * a flex or grid cell below its own width; 'break-word' only breaks a word that cannot fit at all.
   */
  button, a, label, summary, legend { overflow-wrap: break-word; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  [tabindex='-1']:focus:not(:focus-visible) { outline: none; }
  /*
   * Devanagari is never letter-spaced: spacing breaks the headline (shirorekha) that joins a word's
   * letters. The eyebrows, badges and labels spaced for Latin capitals keep none on Hindi pages.
   */
  :lang(hi) { letter-spacing: normal !important; }
  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
