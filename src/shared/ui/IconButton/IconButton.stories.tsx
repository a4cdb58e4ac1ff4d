import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CountBadge } from '../Badge';
import { CartIcon, GridIcon, HeartIcon, ListIcon, MenuIcon, TrashIcon } from '../Icons';
import { IconButton, IconLink } from './IconButton';
import { pseudoStates, StatesTable } from '../pseudoStates.story';

const meta = {
  title: 'Design system/IconButton',
  component: IconButton,
  args: { label: 'Open menu', children: <MenuIcon />, variant: 'ghost' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'outline', 'solid'] },
    pressed: { control: 'boolean' },
  },
} satisfies Meta<typeof IconButton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Outline: Story = { args: { variant: 'outline', label: 'Remove', children: <TrashIcon /> } };

export const Solid: Story = { args: { variant: 'solid', label: 'Add to Cart', children: <CartIcon /> } };

export const Pressed: Story = {
  args: { label: 'Remove from wishlist', pressed: true, variant: 'outline', children: <HeartIcon filled /> },
};

export const NotPressed: Story = {
  args: { label: 'Add to wishlist', pressed: false, variant: 'outline', children: <HeartIcon /> },
};

export const Disabled: Story = { args: { disabled: true, label: 'Remove', children: <TrashIcon /> } };

/** Two toggle buttons, as on listings ("Grid view" / "List view"). */
export const ViewToggle: Story = {
  render: function ViewToggleStory() {
    const [view, setView] = useState<'grid' | 'list'>('grid');
    return (
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        <IconButton
          label="Grid view"
          variant="outline"
          pressed={view === 'grid'}
          onClick={() => setView('grid')}
        >
          <GridIcon />
        </IconButton>
        <IconButton
          label="List view"
          variant="outline"
          pressed={view === 'list'}
          onClick={() => setView('list')}
        >
          <ListIcon />
        </IconButton>
      </div>
    );
  },
};

/** A header link with a count bubble: the link's name carries the count. */
export const LinkWithCount: Story = {
  render: () => (
    <IconLink to="/cart" label="Cart, 3 items">
      <CartIcon />
      <CountBadge count={3} />
    </IconLink>
  ),
};

/**
 * Each kind in each state, side by side (storybook-addon-pseudo-states forces the states). Hover
 * tints the circle in the brand's soft pink (a solid one darkens); the keyboard's focus adds the focus
 * ring; a press looks like hover. A disabled one takes neither.
 */
export const States: Story = {
  parameters: { pseudo: pseudoStates('button:enabled', 'a[href]') },
  render: () => (
    <StatesTable
      caption="Icon button in each state"
      rows={[
        {
          name: 'Ghost',
          render: () => (
            <IconButton label="Open menu">
              <MenuIcon />
            </IconButton>
          ),
        },
        {
          name: 'Outline',
          render: () => (
            <IconButton label="Remove" variant="outline">
              <TrashIcon />
            </IconButton>
          ),
        },
        {
          name: 'Solid',
          render: () => (
            <IconButton label="Add to Cart" variant="solid">
              <CartIcon />
            </IconButton>
          ),
        },
        {
          name: 'Pressed',
          render: () => (
            <IconButton label="Remove from wishlist" variant="outline" pressed>
              <HeartIcon filled />
            </IconButton>
          ),
        },
        {
          name: 'Disabled',
          render: () => (
            <IconButton label="Remove" disabled>
              <TrashIcon />
            </IconButton>
          ),
        },
        {
          name: 'As a link',
          render: () => (
            <IconLink to="/cart" label="Cart">
              <CartIcon />
            </IconLink>
          ),
        },
      ]}
    />
  ),
};
