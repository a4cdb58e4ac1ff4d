import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'> {
  /** CSS size of the square icon (default `1.25em`, so it follows the surrounding text). */
  size?: string;
}

/**
 * Decorative inline SVG icons: always `aria-hidden` and not focusable, drawn in `currentColor`.
 * The control that holds an icon carries the accessible name (IconButton `label`, visible text...).
 */
export function Svg({
  size = '1.25em',
  children,
  filled = false,
  ...props
}: IconProps & { children: ReactNode; filled?: boolean }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
