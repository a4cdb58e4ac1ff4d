import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './RadioGroup.stories';

const { Payment, Stacked, StarRating, NoneSelectedWithError, WithDisabledOption } = composeStories(stories);

describe('RadioGroup', () => {
  it.each([
    ['Payment', Payment],
    ['Stacked', Stacked],
    ['StarRating', StarRating],
    ['NoneSelectedWithError', NoneSelectedWithError],
    ['WithDisabledOption', WithDisabledOption],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('is a fieldset named by its legend with native radios; choosing one calls onChange(value)', async () => {
    const onChange = jest.fn();
    render(<Payment onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Payment Method' });
    expect(group.tagName).toBe('FIELDSET');
    expect(within(group).getByRole('radio', { name: 'Card' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'UPI' }));
    expect(onChange).toHaveBeenCalledWith('upi');
    expect(within(group).getByRole('radio', { name: 'UPI' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Card' })).not.toBeChecked();
  });

  it('moves with the arrow keys like native radios', async () => {
    const user = userEvent.setup();
    render(<StarRating />);
    const five = screen.getByRole('radio', { name: '5 stars' });
    expect(five).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '1 star' })).not.toBeChecked();
  });

  it('an error marks the group invalid and describes it', () => {
    render(<NoneSelectedWithError />);
    const group = screen.getByRole('radiogroup', { name: 'Payment Method' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAccessibleDescription('Please choose a payment method');
    screen.getAllByRole('radio').forEach((radio) => expect(radio).not.toBeChecked());
  });

  it('disables single options', async () => {
    const onChange = jest.fn();
    render(<WithDisabledOption onChange={onChange} />);
    const cod = screen.getByRole('radio', { name: 'Cash on Delivery' });
    expect(cod).toBeDisabled();
    await userEvent.click(cod);
    expect(onChange).not.toHaveBeenCalled();
    expect(cod).toHaveAccessibleDescription('Cash on Delivery is available on orders up to ₹5,000');
    expect(screen.getByRole('radio', { name: 'Card' })).not.toHaveAccessibleDescription();
    expect(screen.getByRole('radiogroup', { name: 'Payment Method' })).not.toHaveAccessibleDescription();
  });
});
