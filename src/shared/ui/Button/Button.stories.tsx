import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useNavigate } from 'react-router-dom';
import { CartIcon, ChevronRightIcon } from '../Icons';
import { pseudoStates, StatesTable } from '../pseudoStates.story';
import { Button, ButtonLink } from './Button';

const meta = {
  title: 'Design system/Button',
  component: Button,
  args: { children: 'Add to Cart', variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['md', 'sm'] },
  },
} satisfies Meta<typeof Button>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Continue Shopping' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Clear All' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Remove' } };

export const Small: Story = { args: { size: 'sm', children: 'Edit' } };

export const FullWidth: Story = { args: { fullWidth: true, children: 'Place Order' } };

export const WithIcon: Story = { args: { startIcon: <CartIcon /> } };

export const Loading: Story = {
  args: { loading: true, loadingText: 'Sending...', children: 'Send Message', type: 'submit' },
};

export const Disabled: Story = { args: { disabled: true, children: 'Out of stock' } };

export const AsLink: Story = {
  render: ({ variant, size, fullWidth }) => (
    <ButtonLink
      to="/women"
      variant={variant}
      size={size}
      fullWidth={fullWidth}
      endIcon={<ChevronRightIcon />}
    >
      Start Shopping
    </ButtonLink>
  ),
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="danger">
        Danger
      </Button>
      <Button {...args} disabled>
        Disabled
      </Button>
    </div>
  ),
};

/** Usage (Button.usage.mdx): the two step buttons of a checkout step, one primary. */
export const DoOnePrimaryAction: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
      <Button variant="secondary">Back</Button>
      <Button>Continue to Payment</Button>
    </div>
  ),
};

/** Usage, a mistake: two primary buttons side by side, and nothing says which one moves the shopper on. */
export const DontTwoPrimaryActions: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
      <Button>Back</Button>
      <Button>Continue to Payment</Button>
    </div>
  ),
};

/** Usage, a mistake: a button that only navigates (no link: no address, no "open in a new tab"). */
export const DontButtonToNavigate: Story = {
  render: function ButtonToNavigate() {
    const navigate = useNavigate();
    return <Button onClick={() => navigate('/women')}>Start Shopping</Button>;
  },
};

/** Usage, a mistake: disabled while sending, the button leaves the tab order and the shopper's focus with it. */
export const DontDisableWhileSending: Story = {
  args: { disabled: true, type: 'submit', children: 'Sending...' },
};

/**
 * Each variant in each state, side by side (storybook-addon-pseudo-states forces the states). Hover
 * darkens or tints a button; the keyboard's focus adds the shop's focus ring; a press looks like
 * hover (no look of its own). Disabled stays as it is: no hover.
 */
export const States: Story = {
  parameters: { pseudo: pseudoStates('button:enabled', 'a[href]') },
  render: ({ size }) => (
    <StatesTable
      caption="Button in each state"
      rows={[
        ...(['primary', 'secondary', 'ghost', 'danger'] as const).map((variant) => ({
          name: variant[0]!.toUpperCase() + variant.slice(1),
          render: () => (
            <Button variant={variant} size={size}>
              Add to Cart
            </Button>
          ),
        })),
        {
          name: 'Disabled',
          render: () => (
            <Button size={size} disabled>
              Out of stock
            </Button>
          ),
        },
        {
          name: 'As a link',
          render: () => (
            <ButtonLink to="/women" size={size}>
              Start Shopping
            </ButtonLink>
          ),
        },
      ]}
    />
  ),
};
