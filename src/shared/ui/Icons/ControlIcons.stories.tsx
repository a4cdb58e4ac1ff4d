import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Gallery, Tile } from './IconGallery.styles';
import {
  CloseIcon,
  PlusIcon,
  MinusIcon,
  TrashIcon,
  GridIcon,
  ListIcon,
  FilterIcon,
  EyeIcon,
  EyeOffIcon,
} from './ControlIcons';

const ICONS = {
  Close: CloseIcon,
  Plus: PlusIcon,
  Minus: MinusIcon,
  Trash: TrashIcon,
  Grid: GridIcon,
  List: ListIcon,
  Filter: FilterIcon,
  Eye: EyeIcon,
  EyeOff: EyeOffIcon,
};

/** Controls: close, quantities, remove, grid and list views, filters, show password. */
const meta = {
  title: 'Design system/Icons/Control',
  component: CloseIcon,
  args: { size: '2rem' },
  render: ({ size }) => (
    <Gallery>
      {Object.entries(ICONS).map(([name, Icon]) => (
        <Tile key={name}>
          <Icon size={size} />
          <span>{name}</span>
        </Tile>
      ))}
    </Gallery>
  ),
} satisfies Meta<typeof CloseIcon>;
export default meta;

type Story = StoryObj<typeof meta>;

export const All: Story = {};

export const Small: Story = { args: { size: '1rem' } };
