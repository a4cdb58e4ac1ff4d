import { Svg, type IconProps } from './Svg';

export function ReturnIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M1 4v6h6" />
      <path d="M3.5 15a9 9 0 1 0 2.1-9.4L1 10" />
    </Svg>
  );
}
