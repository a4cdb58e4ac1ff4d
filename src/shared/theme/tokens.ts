/**
 * Design tokens: the only place raw colours, sizes and breakpoints live. The contrast of each
 * colour on the surfaces it is used on is computed from these values (Storybook's
 * Foundations/Colours, foundations/colourUses.ts), and contrast.test.ts holds every pairing to WCAG AA.
 */
export const theme = {
  color: {
    brand: '#8a1c4a', // deep rani pink
    brandHover: '#6e1239',
    brandSoft: '#fbe9f0',
    accent: '#b45309', // marigold
    accentSoft: '#fff4e0',
    ink: '#1f1a1d',
    inkMuted: '#5c5359',
    inkSubtle: '#6b6268',
    surface: '#ffffff',
    surfaceAlt: '#fffaf5',
    surfaceSunken: '#f6efe9',
    border: '#ddd2cb',
    borderStrong: '#8c8087', // borders of controls (3:1 for parts of the interface)
    focus: '#1d4ed8',
    success: '#166534',
    successSoft: '#e8f5ec',
    danger: '#b3261e',
    dangerSoft: '#fdecea',
    info: '#1e40af',
    infoSoft: '#e8eefc',
    star: '#a15c00',
    overlay: 'rgba(31, 26, 29, 0.55)',
    white: '#ffffff',
  },
  // 'Rangoli Devanagari' first: Devanagari only (a search typed in Hindi), from the device's own
  // font or else fetched for a page that shows some; Latin letters skip it
  // (scripts/page-shell/fonts.ts).
  font: {
    body: "'Rangoli Devanagari', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
    display: "'Rangoli Devanagari', Georgia, 'Times New Roman', serif",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: 'clamp(2rem, 5vw, 3.25rem)',
  },
  fontWeight: { regular: 400, medium: 500, bold: 700 },
  lineHeight: { tight: 1.2, normal: 1.5 },
  space: {
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2rem',
    xxxl: '3rem',
  },
  radius: { sm: '4px', md: '8px', lg: '14px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(31, 26, 29, 0.08)',
    md: '0 4px 14px rgba(31, 26, 29, 0.12)',
    lg: '0 12px 32px rgba(31, 26, 29, 0.2)',
  },
  size: {
    container: '1240px',
    headerHeight: '64px',
    control: '44px',
    controlSm: '36px',
    bannerHeight: '400px',
    drawerWidth: '360px',
  },
  breakpoint: { xs: '360px', sm: '480px', md: '768px', lg: '1024px', xl: '1280px' },
  media: {
    xs: '@media (min-width: 360px)',
    sm: '@media (min-width: 480px)',
    md: '@media (min-width: 768px)',
    lg: '@media (min-width: 1024px)',
    belowMd: '@media (max-width: 767.98px)',
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
  },
  z: { header: 100, drawer: 300, toast: 400 },
  duration: { fast: '120ms', normal: '200ms' },
} as const;

export type Theme = typeof theme;
