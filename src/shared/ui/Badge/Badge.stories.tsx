import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../Button';
import { Badge, CountBadge, type BadgeTone } from './Badge';

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

/** The orders' statuses with the tones the orders' StatusBadge gives them. */
const ORDER_STATUSES: readonly (readonly [string, BadgeTone])[] = [
  ['Processing', 'warning'],
  ['Shipped', 'info'],
  ['Delivered', 'success'],
  ['Cancelled', 'danger'],
  ['Return requested', 'brand'],
];

const Row = ({ children }: { children: ReactNode }) => (
  <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' }}>{children}</div>
);

/** Usage (Badge.usage.mdx): a short status beside what it is about, its tone saying how it stands. */
export const DoStatusBesideItsSubject: Story = {
  render: () => (
    <Row>
      <strong>Order ORD-001</strong>
      <Badge tone="success">Delivered</Badge>
    </Row>
  ),
};

/** Usage, a mistake: a badge as a button's label (a button is named by its own text). */
export const DontBadgeAsButtonLabel: Story = {
  render: () => (
    <Button variant="secondary">
      <Badge tone="success">Apply RANGOLI10</Badge>
    </Button>
  ),
};

/** Usage: each tone keeps one meaning (warning: waiting, success: done, danger: stopped). */
export const DoToneMatchesMeaning: Story = {
  render: () => (
    <Row>
      {ORDER_STATUSES.map(([label, tone]) => (
        <Badge key={label} tone={tone}>
          {label}
        </Badge>
      ))}
    </Row>
  ),
};

/** Usage, a mistake: tones picked for colour, against what they mean elsewhere in the shop. */
export const DontToneAgainstMeaning: Story = {
  render: () => (
    <Row>
      <Badge tone="danger">Delivered</Badge>
      <Badge tone="success">Cancelled</Badge>
      <Badge tone="brand">Processing</Badge>
    </Row>
  ),
};
