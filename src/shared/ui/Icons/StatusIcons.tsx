import { IconSvg, type IconProps } from './Icons';

// Icons of states and messages: done, information and a problem (toasts, form errors, order
// progress).

export function CheckIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M20 6 9 17l-5-5" />
    </IconSvg>
  );
}

export function InfoIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-4M12 8h.01" />
    </IconSvg>
  );
}

export function AlertIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 8v4M12 16h.01" />
    </IconSvg>
  );
}

/** The status icons by name (for the gallery). */
export const STATUS_ICONS = {
  Check: CheckIcon,
  Info: InfoIcon,
  Alert: AlertIcon,
} as const;
