import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ServiceBadges } from './ServiceBadges';

const meta = {
  title: 'Catalog/ServiceBadges',
  component: ServiceBadges,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ServiceBadges>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
