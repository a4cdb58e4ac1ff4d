import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as stories from './ShippingForm.stories';

const { Empty, Prefilled, Complete, WithErrors, SavedAddresses, SaveNewAddress, NotDelivered } =
  composeStories(stories);

const FIELDS = [
  ['Name', 'Name is required'],
  ['Email', 'Email is required'],
  ['Phone', 'Phone is required'],
  ['Address', 'Address is required'],
  ['City', 'City is required'],
  ['State', 'State is required'],
  ['Pincode', 'Pincode is required'],
] as const;

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));

describe('ShippingForm', () => {
  it('has the seven labelled fields, State as a select of states and union territories', () => {
    render(<Empty />);
    for (const [label] of FIELDS) expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    const state = screen.getByRole('combobox', { name: /State/ });
    expect(within(state).getByRole('option', { name: 'Select a state' })).toHaveValue('');
    expect(within(state).getByRole('group', { name: 'States' })).toBeInTheDocument();
    expect(within(state).getByRole('group', { name: 'Union Territories' })).toBeInTheDocument();
    expect(within(state).getAllByRole('option')).toHaveLength(37);
  });

  it('shows each field’s own message at the field, linked and marked invalid, and focuses the first', async () => {
    const onSubmit = fn();
    render(<Empty onSubmit={onSubmit} />);
    await submit();
    for (const [label, message] of FIELDS) {
      const control = screen.getByLabelText(new RegExp(`^${label}`));
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field when earlier ones are filled', async () => {
    render(<Prefilled />);
    await submit();
    expect(screen.getByLabelText(/^City/)).toHaveFocus();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Pincode is required')).toBeInTheDocument();
  });

  it('clears a message once the field is filled', async () => {
    render(<Prefilled />);
    await submit();
    await userEvent.type(screen.getByLabelText(/^City/), 'Kolkata');
    expect(screen.queryByText('City is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^City/)).not.toHaveAttribute('aria-invalid');
  });

  it("checks the email's, the phone's and the pincode's format, at their fields, and submits what was typed", async () => {
    const onSubmit = fn();
    render(<Empty onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/^Name/), 'A');
    await userEvent.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await userEvent.type(screen.getByLabelText(/^Phone/), '12');
    await userEvent.type(screen.getByLabelText(/^Address/), '1 Road');
    await userEvent.type(screen.getByLabelText(/^City/), 'Pune');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /State/ }), 'Maharashtra');
    await userEvent.type(screen.getByLabelText(/^Pincode/), '41100');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Pincode/)).toHaveAccessibleDescription(
      'Please enter a valid 6-digit pincode',
    );
    const emailField = screen.getByLabelText(/^Email/);
    expect(emailField).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid email'));
    expect(emailField).toHaveFocus();
    const phoneField = screen.getByLabelText(/^Phone/);
    expect(phoneField).toHaveAccessibleDescription('Please enter a valid 10-digit mobile number');
    expect(phoneField).toHaveValue('12');
    await userEvent.type(phoneField, '345 67890');
    expect(phoneField).toHaveAccessibleDescription('Please enter a valid 10-digit mobile number');
    await userEvent.clear(phoneField);
    await userEvent.type(phoneField, '98300 11111');
    await userEvent.type(screen.getByLabelText(/^Pincode/), '1');
    expect(emailField).toHaveValue('not-an-email');
    await userEvent.clear(emailField);
    await userEvent.type(emailField, 'a@b.in');
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'A',
      email: 'a@b.in',
      phone: '98300 11111',
      address: '1 Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
    });
  });

  it('starts from the values it is given', () => {
    render(<Complete />);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Priya Sharma');
    expect(screen.getByRole('combobox', { name: /State/ })).toHaveValue('West Bengal');
    expect(screen.getByLabelText(/^Pincode/)).toHaveValue('700016');
  });

  it('treats blanks as empty', async () => {
    render(<Complete defaultValues={{ ...Complete.args.defaultValues!, address: '   ' }} />);
    await submit();
    expect(screen.getByText('Address is required')).toBeInTheDocument();
  });

  it('fills an empty State and City from a pincode it knows, and never what the shopper chose', async () => {
    render(<Empty />);
    await userEvent.type(screen.getByLabelText(/^Pincode/), '700016');
    expect(screen.getByRole('combobox', { name: /^State/ })).toHaveValue('West Bengal');
    expect(screen.getByLabelText(/^City/)).toHaveValue('Kolkata');
    // Another pincode replaces what the first one filled in.
    await userEvent.clear(screen.getByLabelText(/^Pincode/));
    await userEvent.type(screen.getByLabelText(/^Pincode/), '110001');
    expect(screen.getByRole('combobox', { name: /^State/ })).toHaveValue('Delhi');
    // A State the shopper chose stays, and the form says where the pincode is.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^State/ }), 'Maharashtra');
    await userEvent.clear(screen.getByLabelText(/^Pincode/));
    await userEvent.type(screen.getByLabelText(/^Pincode/), '700016');
    expect(screen.getByRole('combobox', { name: /^State/ })).toHaveValue('Maharashtra');
    await submit();
    expect(screen.getByLabelText(/^Pincode/)).toHaveAccessibleDescription('Pincode 700016 is in West Bengal');
  });

  it.each([
    ['Empty', Empty],
    ['Prefilled', Prefilled],
    ['Complete', Complete],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no axe violations with errors showing', async () => {
    const { container } = render(<WithErrors />);
    await submit();
    expect(await axe(container)).toHaveNoViolations();
  });

  describe('with an address book', () => {
    const field = (name: RegExp) => screen.getByRole('textbox', { name });

    it('puts Saved addresses first, the default chosen and its values filled in', () => {
      render(<SavedAddresses />);
      const group = screen.getByRole('radiogroup', { name: 'Saved addresses' });
      expect(
        within(group)
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')?.textContent),
      ).toEqual([
        'HomePriya Sharma, 14 Park Street, Kolkata 700016, West Bengal',
        'WorkPriya Sharma, 4th Floor, 22 Camac Street, Kolkata 700017, West Bengal',
        'OtherAnjali Sharma, 5 GS Road, Dispur, Guwahati 781006, Assam',
        'New address',
      ]);
      expect(within(group).getByRole('radio', { name: /^Work/ })).toBeChecked();
      expect(field(/^Address/)).toHaveValue('4th Floor, 22 Camac Street');
      expect(
        screen.queryByRole('checkbox', { name: 'Save this address to my address book' }),
      ).not.toBeInTheDocument();
    });

    it('fills the fields from the address chosen, which stay editable; New address starts empty', async () => {
      const user = userEvent.setup();
      const onSubmit = fn();
      render(<SavedAddresses onSubmit={onSubmit} />);
      await user.click(screen.getByRole('radio', { name: /^Other/ }));
      expect(field(/^Name/)).toHaveValue('Anjali Sharma');
      expect(field(/^Pincode/)).toHaveValue('781006');
      expect(field(/^Email/)).toHaveValue('priya@example.com');
      await user.clear(field(/^Phone/));
      await user.type(field(/^Phone/), '+91 94350 33333');
      // Edited, it is a new address: it may be kept.
      expect(
        screen.getByRole('checkbox', { name: 'Save this address to my address book' }),
      ).not.toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ phone: '+91 94350 33333', city: 'Guwahati' }),
        {
          addressId: 'address-parents',
          saveAs: null,
        },
      );

      await user.click(screen.getByRole('radio', { name: 'New address' }));
      expect(field(/^Address/)).toHaveValue('');
      expect(field(/^Name/)).toHaveValue('Priya Sharma');
    });

    it('keeps a new address when asked, under the Label chosen', async () => {
      const user = userEvent.setup();
      const onSubmit = fn();
      render(<SaveNewAddress onSubmit={onSubmit} />);
      expect(screen.getByRole('checkbox', { name: 'Save this address to my address book' })).toBeChecked();
      const label = screen.getByRole('radiogroup', { name: 'Label' });
      expect(within(label).getByRole('radio', { name: 'Work' })).toBeChecked();
      await user.click(within(label).getByRole('radio', { name: 'Other' }));
      await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ city: 'Pune' }), {
        addressId: null,
        saveAs: 'Other',
      });
    });

    it('stops at a pincode we do not deliver to, with the message at the field', async () => {
      const user = userEvent.setup();
      const onSubmit = fn();
      render(<NotDelivered onSubmit={onSubmit} />);
      await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
      expect(onSubmit).not.toHaveBeenCalled();
      expect(field(/^Pincode/)).toHaveAccessibleDescription('Sorry, we do not deliver to 744101 yet');
      expect(field(/^Pincode/)).toHaveFocus();
    });

    it.each([
      ['SavedAddresses', SavedAddresses],
      ['SaveNewAddress', SaveNewAddress],
      ['NotDelivered', NotDelivered],
    ])('%s has no axe violations', async (_name, Story) => {
      const { container } = render(<Story />);
      expect(await axe(container)).toHaveNoViolations();
    });
  });
});
