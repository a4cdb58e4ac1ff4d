import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as formStories from './CouponForm.stories';
import * as listStories from './AvailableCoupons.stories';

const form = composeStories(formStories);
const list = composeStories(listStories);

describe('CouponForm', () => {
  it("applies the typed code with 'Apply' (or Enter) and empties the field once applied", async () => {
    const onApply = jest.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    render(<form.Empty onApply={onApply} />);
    const input = screen.getByRole('textbox', { name: 'Coupon code' });
    await userEvent.type(input, ' rangoli10 ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith(' rangoli10 ');
    expect(input).toHaveValue(' rangoli10 ');
    await userEvent.type(input, '{Enter}');
    expect(onApply).toHaveBeenCalledTimes(2);
    expect(input).toHaveValue('');
  });

  it('shows its message at the field, linked to it', () => {
    render(<form.BelowMinimum />);
    const input = screen.getByRole('textbox', { name: 'Coupon code' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Add ₹240 more to use RANGOLI10');
  });

  it("makes 'Sign in to use WELCOME200' a link to sign in, still the field's description", () => {
    render(<form.SignInFirst />);
    expect(screen.getByRole('link', { name: 'Sign in to use WELCOME200' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveAccessibleDescription(
      'Sign in to use WELCOME200',
    );
  });

  it.each(Object.entries(form))('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('AvailableCoupons', () => {
  it('lists each coupon with its rule and what is missing', () => {
    render(<list.NothingYet />);
    const items = within(screen.getByRole('list', { name: 'Available coupons' })).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('RANGOLI10');
    expect(items[0]).toHaveTextContent('10% off, up to ₹300, on orders of ₹1,499 or more');
    expect(items[0]).toHaveTextContent('Add ₹240 more');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("marks the best offer and applies a coupon with 'Apply {CODE}'", async () => {
    const onApply = jest.fn();
    render(<list.BestOfferMarked onApply={onApply} />);
    expect(screen.getByText('Best offer: saves ₹500').closest('li')).toHaveTextContent('FESTIVE500');
    expect(screen.getAllByText(/Best offer/)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Apply BEAUTY15' }));
    expect(onApply).toHaveBeenCalledWith('BEAUTY15');
  });

  it("shows the applied coupon as 'Applied'", () => {
    render(<list.BestApplied />);
    expect(screen.queryByRole('button', { name: 'Apply FESTIVE500' })).not.toBeInTheDocument();
    expect(screen.getByText('Applied').closest('li')).toHaveTextContent('FESTIVE500');
  });

  it.each(Object.entries(list))('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
