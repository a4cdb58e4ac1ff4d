import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { StateSelect } from './StateSelect';

const meta = {
  title: 'Checkout/StateSelect',
  component: StateSelect,
  args: { name: 'state' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StateSelect>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: 'Select a state'. */
export const Empty: Story = {};

/** A state chosen (prefilled from a saved address or the delivery table). */
export const Chosen: Story = { args: { defaultValue: 'West Bengal' } };

/** A union territory chosen. */
export const UnionTerritory: Story = { args: { defaultValue: 'Jammu and Kashmir' } };

/** Submitted without a state. */
export const WithError: Story = { args: { error: 'State is required' } };
