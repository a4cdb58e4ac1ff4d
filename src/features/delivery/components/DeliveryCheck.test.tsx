import { composeStories } from '@storybook/react-webpack5';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as stories from './DeliveryCheck.stories';

const { NotChecked, Metro, RestOfIndia, NoCashOnDelivery, NotServed, SundayMovesToMonday, InvalidPincode } =
  composeStories(stories);

const status = () => within(screen.getByRole('region', { name: 'Delivery options' })).getByRole('status');

describe('DeliveryCheck', () => {
  it('checks a pincode: the date and Cash on Delivery in the live region, then "Deliver to" with Change', async () => {
    const onCheck = fn();
    render(<NotChecked onCheck={onCheck} />);
    expect(screen.getByRole('region', { name: 'Delivery options' })).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Pincode' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).not.toHaveAttribute('maxlength');
    expect(status()).toHaveTextContent(/^$/);

    await userEvent.type(input, '560001');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));

    expect(onCheck).toHaveBeenCalledWith('560001');
    expect(status()).toHaveTextContent('Delivery by Fri, 27 Nov');
    expect(status()).toHaveTextContent('Cash on Delivery available');
    expect(screen.getByText('Deliver to 560001')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change' })).toHaveFocus());
  });

  it('submits with Enter', async () => {
    const onCheck = fn();
    render(<NotChecked onCheck={onCheck} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Pincode' }), '302001{Enter}');
    expect(onCheck).toHaveBeenCalledWith('302001');
  });

  it.each([
    [
      'a remembered metro pincode',
      Metro,
      ['Deliver to 700016', 'Delivery by Fri, 27 Nov', 'Cash on Delivery available'],
    ],
    ['the rest of India', RestOfIndia, ['Delivery by Mon, 30 Nov', 'Cash on Delivery available']],
    ['the North-East', NoCashOnDelivery, ['Delivery by Wed, 2 Dec', 'Cash on Delivery not available']],
    ['a Sunday delivery', SundayMovesToMonday, ['Delivery by Mon, 30 Nov']],
  ])('shows %s with its date and Cash on Delivery', (_name, Story, texts) => {
    render(<Story />);
    for (const text of texts) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Pincode' })).not.toBeInTheDocument();
  });

  it('says where we do not deliver yet', () => {
    render(<NotServed />);
    expect(status()).toHaveTextContent('Sorry, we do not deliver to 744101 yet');
    expect(status()).not.toHaveTextContent('Delivery by');
  });

  it('refuses a malformed pincode at the field, keeping what was typed', async () => {
    const onCheck = fn();
    // The InvalidPincode story's steps (its play function uses Storybook's own copy of
    // user-event, which must not be mixed with this file's).
    render(<InvalidPincode onCheck={onCheck} />);
    const input = screen.getByRole('textbox', { name: 'Pincode' });
    await userEvent.type(input, '01234');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(input).toHaveAccessibleDescription('Please enter a valid 6-digit pincode');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('01234');
    expect(input).toHaveFocus();
    expect(onCheck).not.toHaveBeenCalled();
  });

  it('drops spaces as they are entered, and refuses a seventh digit rather than cutting it off', async () => {
    const onCheck = fn();
    render(<InvalidPincode onCheck={onCheck} />);
    const input = screen.getByRole('textbox', { name: 'Pincode' });
    await userEvent.type(input, '7000161');
    expect(input).toHaveValue('7000161');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(input).toHaveAccessibleDescription('Please enter a valid 6-digit pincode');
    expect(onCheck).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste(' 700016');
    expect(input).toHaveValue('700016');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(onCheck).toHaveBeenCalledWith('700016');
  });

  it('clears the message as soon as the shopper types again', async () => {
    render(<NotChecked />);
    const input = screen.getByRole('textbox', { name: 'Pincode' });
    await userEvent.type(input, '12345{Enter}');
    expect(input).toHaveAccessibleDescription('Please enter a valid 6-digit pincode');
    await userEvent.type(input, '6');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('');
  });

  it('Change brings the field back with the pincode, to check another one', async () => {
    const onCheck = fn();
    render(<Metro onCheck={onCheck} />);
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    const input = screen.getByRole('textbox', { name: 'Pincode' });
    expect(input).toHaveValue('700016');
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.clear(input);
    await userEvent.type(input, '190001{Enter}');
    expect(onCheck).toHaveBeenCalledWith('190001');
    expect(status()).toHaveTextContent('Cash on Delivery not available');
  });

  it('has no axe violations, asking or answering', async () => {
    const { container, unmount } = render(<NotChecked />);
    expect(await axe(container)).toHaveNoViolations();
    unmount();
    const answered = render(<NoCashOnDelivery />);
    expect(await axe(answered.container)).toHaveNoViolations();
  });
});
