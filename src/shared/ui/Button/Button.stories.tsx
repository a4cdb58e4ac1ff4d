import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CartIcon, ChevronRightIcon } from '../Icons';
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
