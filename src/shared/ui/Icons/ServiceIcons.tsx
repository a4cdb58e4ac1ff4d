import { IconSvg, type IconProps } from './Icons';

// The shop's promises (delivery, secure payment, returns, support): the home page's benefits
// strip, the product page and the cart.

export function TruckIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M1 3h15v13H1zM16 8h4l3 3v5h-7z" />
      <circle cx="5.5" cy="18.5" r="2.5" />
      <circle cx="18.5" cy="18.5" r="2.5" />
    </IconSvg>
  );
}

export function ShieldIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
      <path d="m9 12 2 2 4-4" />
    </IconSvg>
  );
}

export function ReturnIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M1 4v6h6" />
      <path d="M3.5 15a9 9 0 1 0 2.1-9.4L1 10" />
    </IconSvg>
  );
}

export function HeadsetIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M3 18v-6a9 9 0 0 1 18 0v6" />
      <path d="M21 19a2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2h3zM3 19a2 2 0 0 0 2 2h1a2 2 0 0 0 2-2v-3a2 2 0 0 0-2-2H3z" />
    </IconSvg>
  );
}

/** The service icons by name (for the gallery). */
export const SERVICE_ICONS = {
  Truck: TruckIcon,
  Shield: ShieldIcon,
  Return: ReturnIcon,
  Headset: HeadsetIcon,
} as const;
