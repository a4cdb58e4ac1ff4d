import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FIELD_MSG } from '@/shared/lib/validationMessages';
import { ProfileDetails } from './ProfileDetails';

const priya = {
  id: 'sample-priya',
  name: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '+91 98765 43210',
  address: '14 Park Street, Kolkata 700016',
};

const meta = {
  title: 'Auth/ProfileDetails',
  component: ProfileDetails,
  args: { user: priya, editing: false, onEdit: fn(), onCancel: fn(), onSave: fn() },
} satisfies Meta<typeof ProfileDetails>;
export default meta;

type Story = StoryObj<typeof meta>;

export const View: Story = {};

/** A shopper who signed up: no address yet. */
export const ViewWithoutAddress: Story = {
  args: { user: { ...priya, id: 'user-1', name: 'Asha Rao', email: 'asha@example.com', address: '' } },
};

export const Editing: Story = { args: { editing: true } };

/** Name, email and phone emptied, then Save Changes: the messages at each field. */
export const EditingWithErrors: Story = {
  args: { editing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(/^Name/));
    await userEvent.clear(canvas.getByLabelText(/^Email/));
    await userEvent.type(canvas.getByLabelText(/^Email/), 'priya@example');
    await userEvent.clear(canvas.getByLabelText(/^Phone/));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(canvas.getByLabelText(/^Name/)).toHaveAccessibleDescription(FIELD_MSG.nameRequired);
    await expect(canvas.getByLabelText(/^Email/)).toHaveAccessibleDescription(FIELD_MSG.emailInvalid);
    await expect(canvas.getByLabelText(/^Phone/)).toHaveAccessibleDescription(
      expect.stringContaining(FIELD_MSG.phoneRequired),
    );
    await expect(canvas.getByLabelText(/^Name/)).toHaveFocus();
  },
};
