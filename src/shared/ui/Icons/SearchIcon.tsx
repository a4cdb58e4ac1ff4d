import { Svg, type IconProps } from './Svg';

export function SearchIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m21 21-4.6-4.6" />
    </Svg>
  );
}
