import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ContactDetails } from './ContactDetails';

const meta = {
  title: 'Contact/ContactDetails',
  component: ContactDetails,
} satisfies Meta<typeof ContactDetails>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
