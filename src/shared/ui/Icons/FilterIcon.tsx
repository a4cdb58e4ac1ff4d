import { Svg, type IconProps } from './Svg';

export function FilterIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M22 3H2l8 9.5V19l4 2v-8.5z" />
    </Svg>
  );
}
