import {
  ChevronDownIcon,
  ChevronRightIcon,
  CartIcon,
  HeartIcon,
  MenuIcon,
  SearchIcon,
  UserIcon,
} from './Icons';
import { HeadsetIcon, ReturnIcon, ShieldIcon, TruckIcon } from './ServiceIcons';
import {
  CloseIcon,
  EyeIcon,
  EyeOffIcon,
  FilterIcon,
  GridIcon,
  ListIcon,
  MinusIcon,
  PlusIcon,
  TrashIcon,
} from './ControlIcons';
import { AlertIcon, CheckIcon, InfoIcon } from './StatusIcons';

/**
 * Every icon by name, for the design system's gallery. The shop imports icons one by one
 * (`SearchIcon`), so that a page loads only the icons it shows.
 */
export const Icons = {
  Heart: HeartIcon,
  Cart: CartIcon,
  User: UserIcon,
  Search: SearchIcon,
  Menu: MenuIcon,
  ChevronDown: ChevronDownIcon,
  ChevronRight: ChevronRightIcon,
  Truck: TruckIcon,
  Shield: ShieldIcon,
  Return: ReturnIcon,
  Headset: HeadsetIcon,
  Close: CloseIcon,
  Plus: PlusIcon,
  Minus: MinusIcon,
  Trash: TrashIcon,
  Grid: GridIcon,
  List: ListIcon,
  Filter: FilterIcon,
  Eye: EyeIcon,
  EyeOff: EyeOffIcon,
  Check: CheckIcon,
  Info: InfoIcon,
  Alert: AlertIcon,
} as const;
export type IconName = keyof typeof Icons;
