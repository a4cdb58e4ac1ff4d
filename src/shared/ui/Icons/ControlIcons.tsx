import { IconSvg, type IconProps } from './Icons';

// Icons of controls: closing, quantities, removing, the grid and list views, filters, and showing
// a password, and sharing.

export function CloseIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M18 6 6 18M6 6l12 12" />
    </IconSvg>
  );
}

export function PlusIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M12 5v14M5 12h14" />
    </IconSvg>
  );
}

export function MinusIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M5 12h14" />
    </IconSvg>
  );
}

export function TrashIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M3 6h18M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M10 11v6M14 11v6" />
    </IconSvg>
  );
}

export function GridIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M3 3h7v7H3zM14 3h7v7h-7zM14 14h7v7h-7zM3 14h7v7H3z" />
    </IconSvg>
  );
}

export function ListIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />
    </IconSvg>
  );
}

export function FilterIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M22 3H2l8 9.5V19l4 2v-8.5z" />
    </IconSvg>
  );
}

export function EyeIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />
      <circle cx="12" cy="12" r="3" />
    </IconSvg>
  );
}

export function EyeOffIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M17.9 17.9A10.1 10.1 0 0 1 12 20c-7 0-11-8-11-8a18.5 18.5 0 0 1 5.1-5.9M9.9 4.2A9.1 9.1 0 0 1 12 4c7 0 11 8 11 8a18.5 18.5 0 0 1-2.2 3.2M14.1 14.1a3 3 0 1 1-4.2-4.2M1 1l22 22" />
    </IconSvg>
  );
}

/** The control icons by name (for the gallery). */
export function ShareIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </IconSvg>
  );
}

export const CONTROL_ICONS = {
  Close: CloseIcon,
  Plus: PlusIcon,
  Minus: MinusIcon,
  Trash: TrashIcon,
  Grid: GridIcon,
  List: ListIcon,
  Filter: FilterIcon,
  Eye: EyeIcon,
  EyeOff: EyeOffIcon,
  Share: ShareIcon,
} as const;
