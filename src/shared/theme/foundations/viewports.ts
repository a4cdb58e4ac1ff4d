/**
 * Storybook's viewport presets (.storybook/preview.tsx): the widths the shop is designed and
 * tested at. The phone widths are devices (a small Android phone, an iPhone); the tablet and
 * desktop widths are the theme's md and xl breakpoints. The test-runner sizes Chromium's page to
 * a story's preset (.storybook/test-runner.ts), so a phone story is tested at a phone's width.
 */
export const VIEWPORTS = {
  phoneSmall: { name: 'Small phone · 320', styles: { width: '320px', height: '640px' }, type: 'mobile' },
  phone: { name: 'Phone · 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet · 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop · 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

/** A preset's size in pixels. */
export function viewportSize(name: ViewportName): { width: number; height: number } {
  const { width, height } = VIEWPORTS[name].styles;
  return { width: parseInt(width, 10), height: parseInt(height, 10) };
}
