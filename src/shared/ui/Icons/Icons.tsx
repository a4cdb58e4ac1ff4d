import { HeartIcon } from './HeartIcon';
import { CartIcon } from './CartIcon';
import { UserIcon } from './UserIcon';
import { SearchIcon } from './SearchIcon';
import { MenuIcon } from './MenuIcon';
import { CloseIcon } from './CloseIcon';
import { PlusIcon } from './PlusIcon';
import { MinusIcon } from './MinusIcon';
import { StarIcon } from './StarIcon';
import { TruckIcon } from './TruckIcon';
import { ShieldIcon } from './ShieldIcon';
import { ReturnIcon } from './ReturnIcon';
import { HeadsetIcon } from './HeadsetIcon';
import { GridIcon } from './GridIcon';
import { ListIcon } from './ListIcon';
import { ChevronDownIcon } from './ChevronDownIcon';
import { ChevronRightIcon } from './ChevronRightIcon';
import { FilterIcon } from './FilterIcon';
import { TrashIcon } from './TrashIcon';
import { CheckIcon } from './CheckIcon';
import { EyeIcon } from './EyeIcon';
import { EyeOffIcon } from './EyeOffIcon';
import { InfoIcon } from './InfoIcon';
import { AlertIcon } from './AlertIcon';

export { HeartIcon } from './HeartIcon';
export { CartIcon } from './CartIcon';
export { UserIcon } from './UserIcon';
export { SearchIcon } from './SearchIcon';
export { MenuIcon } from './MenuIcon';
export { CloseIcon } from './CloseIcon';
export { PlusIcon } from './PlusIcon';
export { MinusIcon } from './MinusIcon';
export { StarIcon } from './StarIcon';
export { TruckIcon } from './TruckIcon';
export { ShieldIcon } from './ShieldIcon';
export { ReturnIcon } from './ReturnIcon';
export { HeadsetIcon } from './HeadsetIcon';
export { GridIcon } from './GridIcon';
export { ListIcon } from './ListIcon';
export { ChevronDownIcon } from './ChevronDownIcon';
export { ChevronRightIcon } from './ChevronRightIcon';
export { FilterIcon } from './FilterIcon';
export { TrashIcon } from './TrashIcon';
export { CheckIcon } from './CheckIcon';
export { EyeIcon } from './EyeIcon';
export { EyeOffIcon } from './EyeOffIcon';
export { InfoIcon } from './InfoIcon';
export { AlertIcon } from './AlertIcon';
export type { IconProps } from './Svg';

/** Every icon by name, used as a namespace (`<Icons.Cart />`) or to pick an icon from data. */
export const Icons = {
  Heart: HeartIcon,
  Cart: CartIcon,
  User: UserIcon,
  Search: SearchIcon,
  Menu: MenuIcon,
  Close: CloseIcon,
  Plus: PlusIcon,
  Minus: MinusIcon,
  Star: StarIcon,
  Truck: TruckIcon,
  Shield: ShieldIcon,
  Return: ReturnIcon,
  Headset: HeadsetIcon,
  Grid: GridIcon,
  List: ListIcon,
  ChevronDown: ChevronDownIcon,
  ChevronRight: ChevronRightIcon,
  Filter: FilterIcon,
  Trash: TrashIcon,
  Check: CheckIcon,
  Eye: EyeIcon,
  EyeOff: EyeOffIcon,
  Info: InfoIcon,
  Alert: AlertIcon,
} as const;
export type IconName = keyof typeof Icons;
