import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Card } from './Card';

const meta = {
  title: 'Design system/Card',
  component: Card,
  args: {
    'aria-labelledby': 'card-heading',
    children: (
      <>
        <h2 id="card-heading">Saved addresses</h2>
        <p>14 Park Street, Kolkata 700016, West Bengal</p>
      </>
    ),
  },
} satisfies Meta<typeof Card>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A section of the profile, labelled by its h2. */
export const Default: Story = {};
