import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'> {
  /** CSS size of the square icon (default `1.25em`, so it follows the surrounding text). */
  size?: string;
}

/**
 * Decorative inline SVG icons: always `aria-hidden` and not focusable, drawn in `currentColor`.
 * The control that holds an icon carries the accessible name (IconButton `label`, visible text...).
 *
 * The icons are grouped in modules by where the shop shows them, so that a page's JavaScript
 * holds only the icons it shows: this module has those of the header and its menus (every page);
 * ServiceIcons, ControlIcons and StatusIcons the others.
 */
export function IconSvg({
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

export function HeartIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return (
    <IconSvg filled={filled} {...props}>
      <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.6 1-1.1a5.5 5.5 0 0 0 0-7.7z" />
    </IconSvg>
  );
}

export function CartIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <circle cx="9" cy="21" r="1" />
      <circle cx="20" cy="21" r="1" />
      <path d="M1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6" />
    </IconSvg>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2" />
      <circle cx="12" cy="7" r="4" />
    </IconSvg>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m21 21-4.6-4.6" />
    </IconSvg>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M3 6h18M3 12h18M3 18h18" />
    </IconSvg>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="m6 9 6 6 6-6" />
    </IconSvg>
  );
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="m9 18 6-6-6-6" />
    </IconSvg>
  );
}

/** The header's icons by name (for the gallery; the shop imports each icon by itself). */
export const HEADER_ICONS = {
  Heart: HeartIcon,
  Cart: CartIcon,
  User: UserIcon,
  Search: SearchIcon,
  Menu: MenuIcon,
  ChevronDown: ChevronDownIcon,
  ChevronRight: ChevronRightIcon,
} as const;
