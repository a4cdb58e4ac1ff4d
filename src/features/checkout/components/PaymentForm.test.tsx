import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as stories from './PaymentForm.stories';

const {
  Card,
  CardFilled,
  Upi,
  CashOnDelivery,
  CardErrors,
  UpiError,
  CashOnDeliveryOverLimit,
  CashOnDeliveryNotForPincode,
} = composeStories(stories);

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Continue to Review' }));

describe('PaymentForm', () => {
  it('offers Card, UPI and Cash on Delivery as a radio group, Card chosen', () => {
    render(<Card />);
    expect(screen.getByRole('radiogroup', { name: 'Payment Method' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Card' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'UPI' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).not.toBeChecked();
  });

  it('shows the card number in groups of four, at most 19 digits (23 characters)', async () => {
    render(<Card />);
    const number = field('Card Number');
    expect(number).toHaveAttribute('maxLength', '23');
    expect(number).toHaveAttribute('inputMode', 'numeric');
    await userEvent.type(number, '41111111111112345678999');
    expect(number).toHaveValue('4111 1111 1111 1234 567');
  });

  it('writes the expiry as MM/YY, adding the slash, at most 5 characters', async () => {
    render(<Card />);
    const expiry = field('Expiry Date');
    expect(expiry).toHaveAttribute('maxLength', '5');
    await userEvent.type(expiry, '12');
    expect(expiry).toHaveValue('12/');
    await userEvent.type(expiry, '999');
    expect(expiry).toHaveValue('12/99');
    await userEvent.type(expiry, '{Backspace}{Backspace}{Backspace}');
    expect(expiry).toHaveValue('1');
  });

  it('masks the CVV, digits only, at most 3', async () => {
    render(<Card />);
    const cvv = field('CVV');
    expect(cvv).toHaveAttribute('type', 'password');
    expect(cvv).toHaveAttribute('maxLength', '3');
    expect(cvv).toHaveAttribute('inputMode', 'numeric');
    await userEvent.type(cvv, '1a2');
    expect(cvv).toHaveValue('12');
  });

  it('requires the four card fields with the spec messages, at the fields, focusing the first', async () => {
    const onSubmit = fn();
    render(<Card onSubmit={onSubmit} />);
    await submit();
    for (const [label, message] of [
      ['Card Number', 'Card number is required'],
      ['Expiry Date', 'Expiry date is required'],
      ['CVV', 'CVV is required'],
      ['Cardholder Name', 'Cardholder name is required'],
    ] as const) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(field('Card Number')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits card details', async () => {
    const onSubmit = fn();
    render(<Card onSubmit={onSubmit} />);
    await userEvent.type(field('Card Number'), '4111111111111111');
    await userEvent.type(field('Expiry Date'), '1299');
    await userEvent.type(field('CVV'), '123');
    await userEvent.type(field('Cardholder Name'), 'Priya Sharma');
    await submit();
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      method: 'card',
      cardNumber: '4111 1111 1111 1111',
      expiryDate: '12/99',
      cvv: '123',
      cardName: 'Priya Sharma',
    });
  });

  it('refuses a card a real shop would refuse, each message at its field, keeping what was typed', async () => {
    const onSubmit = fn();
    render(<Card onSubmit={onSubmit} />);
    await userEvent.type(field('Card Number'), '123');
    await userEvent.type(field('Expiry Date'), '1320');
    await userEvent.type(field('CVV'), '12');
    await userEvent.type(field('Cardholder Name'), 'Priya Sharma');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field('Card Number')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid card number'),
    );
    expect(field('Card Number')).toHaveFocus();
    expect(field('Expiry Date')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid expiry date'),
    );
    expect(field('CVV')).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid CVV'));
    expect(field('Card Number')).toHaveValue('123');
    expect(field('Expiry Date')).toHaveValue('13/20');
    expect(field('Cardholder Name')).toHaveValue('Priya Sharma');
  });

  it('refuses a UPI ID that is not name@bank', async () => {
    const onSubmit = fn();
    render(<Upi onSubmit={onSubmit} />);
    await userEvent.type(field('UPI ID'), 'priya');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field('UPI ID')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid UPI ID'),
    );
  });

  it('UPI needs only the UPI ID', async () => {
    const onSubmit = fn();
    render(<Upi onSubmit={onSubmit} />);
    expect(screen.queryByLabelText(/^Card Number/)).not.toBeInTheDocument();
    await submit();
    expect(field('UPI ID')).toHaveAccessibleDescription(expect.stringContaining('UPI ID is required'));
    expect(field('UPI ID')).toHaveFocus();
    await userEvent.type(field('UPI ID'), 'priya@okaxis');
    await submit();
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ method: 'upi', upiId: 'priya@okaxis' });
  });

  it('cash on delivery needs nothing', async () => {
    const onSubmit = fn();
    render(<CashOnDelivery onSubmit={onSubmit} />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await submit();
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ method: 'cod' });
  });

  it('switching method clears messages and keeps what was typed for the others', async () => {
    render(<Card />);
    await userEvent.type(field('Card Number'), '4111');
    await submit();
    expect(screen.getByText('CVV is required')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'UPI' }));
    expect(screen.queryByText('CVV is required')).not.toBeInTheDocument();
    await userEvent.type(field('UPI ID'), 'me@bank');
    await userEvent.click(screen.getByRole('radio', { name: 'Card' }));
    expect(field('Card Number')).toHaveValue('4111');
    await userEvent.click(screen.getByRole('radio', { name: 'UPI' }));
    expect(field('UPI ID')).toHaveValue('me@bank');
  });

  it('Back hands over everything typed, even unsubmitted', async () => {
    const onBack = fn();
    render(<Card onBack={onBack} />);
    await userEvent.type(field('Card Number'), '4111');
    await userEvent.type(field('Cardholder Name'), 'Priya');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack.mock.calls[0]?.[0]).toMatchObject({
      method: 'card',
      cardNumber: '4111',
      cardName: 'Priya',
    });
  });

  it('starts from the values it is given', () => {
    render(<CardFilled />);
    expect(field('Card Number')).toHaveValue('4111 1111 1113 1234');
    expect(field('Expiry Date')).toHaveValue('12/99');
    expect(field('CVV')).toHaveValue('123');
  });

  it.each([
    ['Card', Card],
    ['CardFilled', CardFilled],
    ['Upi', Upi],
    ['CashOnDelivery', CashOnDelivery],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it.each([
    ['CardErrors', CardErrors],
    ['UpiError', UpiError],
  ])('%s has no axe violations with errors showing', async (_name, Story) => {
    const { container } = render(<Story />);
    await submit();
    expect(await axe(container)).toHaveNoViolations();
  });

  it.each([
    ['over ₹5,000', CashOnDeliveryOverLimit, 'Cash on Delivery is available on orders up to ₹5,000'],
    [
      'to a prepaid-only pincode',
      CashOnDeliveryNotForPincode,
      'Cash on Delivery is not available for 781006',
    ],
  ])('disables Cash on Delivery %s, with the reason beside it', async (_case, Story, reason) => {
    const { container } = render(<Story />);
    const cod = screen.getByRole('radio', { name: 'Cash on Delivery' });
    expect(cod).toBeDisabled();
    expect(cod).toHaveAccessibleDescription(reason);
    expect(screen.getByText(reason)).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Card' })).toBeChecked();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('never leaves a refused Cash on Delivery chosen: Card is chosen instead', () => {
    render(
      <CashOnDeliveryOverLimit defaultValues={{ ...CashOnDelivery.args.defaultValues!, method: 'cod' }} />,
    );
    expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Card' })).toBeChecked();
  });
});
