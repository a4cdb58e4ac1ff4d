import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Badge, CountBadge } from './Badge';

const meta = {
  title: 'Design system/Badge',
  component: Badge,
  args: { children: '35% OFF', tone: 'success', emphasis: 'soft' },
  argTypes: {
    tone: { control: 'select', options: ['neutral', 'brand', 'success', 'warning', 'danger', 'info'] },
    emphasis: { control: 'inline-radio', options: ['soft', 'solid'] },
  },
} satisfies Meta<typeof Badge>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Discount: Story = {};

export const Neutral: Story = { args: { tone: 'neutral', children: 'One Size' } };

export const Brand: Story = { args: { tone: 'brand', children: 'New' } };

export const Warning: Story = { args: { tone: 'warning', children: 'Shipped' } };

export const Danger: Story = { args: { tone: 'danger', children: 'Cancelled' } };

export const Info: Story = { args: { tone: 'info', children: 'Processing' } };

export const Solid: Story = { args: { emphasis: 'solid', tone: 'brand', children: 'Bestseller' } };

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
      {(['soft', 'solid'] as const).map((emphasis) => (
        <div key={emphasis} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
          {(['neutral', 'brand', 'success', 'warning', 'danger', 'info'] as const).map((tone) => (
            <Badge key={tone} {...args} tone={tone} emphasis={emphasis}>
              {tone}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
};

/** CountBadge: the bubble on header icons (aria-hidden; hidden at 0; "99+" above 99). */
export const Counts: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <CountBadge count={0} floating={false} />
      <CountBadge count={3} floating={false} />
      <CountBadge count={42} floating={false} />
      <CountBadge count={120} floating={false} />
    </div>
  ),
};
