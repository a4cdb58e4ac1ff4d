import { composeStories } from '@storybook/react-webpack5';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import { onHindiPages } from '@/test/hindi';
import { checkDelivery, describeDelivery, PINCODE_MESSAGES } from '../deliveryCheck';
import * as stories from './DeliveryCheck.stories';

const { NotChecked, NoCashOnDelivery, NotServed } = composeStories(stories);

const region = () => screen.getByRole('region', { name: 'डिलीवरी के विकल्प' });
const status = () => within(region()).getByRole('status');

describe('DeliveryCheck on a Hindi page', () => {
  onHindiPages();

  it('asks for a pincode, answers with the date and Cash on Delivery, then offers Change', async () => {
    const onCheck = fn();
    render(<NotChecked onCheck={onCheck} />);
    const input = within(region()).getByRole('textbox', { name: 'पिनकोड' });
    await userEvent.type(input, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'जाँचें' }));
    expect(input).toHaveAccessibleDescription('कृपया 6 अंकों का सही पिनकोड डालें');
    expect(onCheck).not.toHaveBeenCalled();
    await userEvent.type(input, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}560001{Enter}');
    expect(onCheck).toHaveBeenCalledWith('560001');
    expect(status()).toHaveTextContent('शुक्रवार, 27 नवंबर तक डिलीवरी');
    expect(status()).toHaveTextContent('कैश ऑन डिलीवरी उपलब्ध है');
    expect(screen.getByText('560001 पर डिलीवरी')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'बदलें' })).toHaveFocus());
  });

  it('where Cash on Delivery is not offered, and where we do not deliver', () => {
    const { unmount } = render(<NoCashOnDelivery />);
    expect(status()).toHaveTextContent('बुधवार, 2 दिसंबर तक डिलीवरीकैश ऑन डिलीवरी उपलब्ध नहीं है');
    unmount();
    render(<NotServed />);
    expect(status()).toHaveTextContent('माफ़ करें, हम अभी 744101 पर डिलीवरी नहीं करते');
  });

  it('the messages checkout shares: written in Hindi when called; `invalid` stays the English key', () => {
    expect(describeDelivery(checkDelivery('12345', new Date(2026, 10, 25)))).toEqual([
      'कृपया 6 अंकों का सही पिनकोड डालें',
    ]);
    expect(PINCODE_MESSAGES.invalid).toBe('Please enter a valid 6-digit pincode');
    expect(PINCODE_MESSAGES.inState('700016', 'West Bengal')).toBe('पिनकोड 700016 West Bengal में है');
  });

  it('has no axe violations', async () => {
    const { container } = render(<NoCashOnDelivery />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
