import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Range } from 'react-range';
import { renderWithProviders } from '@/test/renderWithProviders';
import { PriceRange } from './PriceRange';
import * as stories from './PriceRange.stories';

const { FullRange, Narrowed, SinglePrice, Disabled } = composeStories(stories);

const minThumb = () => screen.getByRole('slider', { name: 'Minimum price' });
const maxThumb = () => screen.getByRole('slider', { name: 'Maximum price' });

describe('PriceRange', () => {
  it('has two sliders named Minimum price and Maximum price, read out in rupees', () => {
    render(<Narrowed />);
    expect(minThumb()).toHaveAttribute('aria-valuenow', '1000');
    expect(minThumb()).toHaveAttribute('aria-valuetext', '₹1,000');
    expect(maxThumb()).toHaveAttribute('aria-valuenow', '2000');
    expect(maxThumb()).toHaveAttribute('aria-valuetext', '₹2,000');
    // The thumbs cannot cross: each one's bound is the other thumb.
    expect(minThumb()).toHaveAttribute('aria-valuemax', '2000');
    expect(maxThumb()).toHaveAttribute('aria-valuemin', '1000');
  });

  it('moves ₹100 per arrow key and reports the range when the key is released', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<FullRange onChange={onChange} />);
    minThumb().focus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith([100, 10000]);
    maxThumb().focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith([100, 9800]);
    expect(maxThumb()).toHaveAttribute('aria-valuetext', '₹9,800');
  });

  it('moves ₹1,000 per Page Up / Page Down', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<FullRange onChange={onChange} />);
    minThumb().focus();
    await user.keyboard('{PageUp}');
    expect(onChange).toHaveBeenLastCalledWith([1000, 10000]);
  });

  it('Home and End jump a thumb to its end', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<Narrowed onChange={onChange} />);
    minThumb().focus();
    await user.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith([0, 2000]);
    maxThumb().focus();
    await user.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith([0, 10000]);
  });

  it('cannot move below the minimum', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<FullRange onChange={onChange} />);
    minThumb().focus();
    await user.keyboard('{ArrowLeft}');
    expect(onChange).not.toHaveBeenCalled();
    expect(minThumb()).toHaveAttribute('aria-valuenow', '0');
  });

  it('follows a new value from outside (a quick pick, Clear All, Back)', () => {
    const onChange = jest.fn();
    const { rerender } = renderWithProviders(<PriceRange value={[0, 10000]} onChange={onChange} />);
    rerender(<PriceRange value={[3000, 10000]} onChange={onChange} />);
    expect(minThumb()).toHaveAttribute('aria-valuenow', '3000');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('renders its slider again only when what it shows changes, and commits to the newest onChange', async () => {
    // react-range measures its track after each of its updates (a forced layout): the panel
    // renders again with every answer of the listing, the slider need not.
    const updates = jest.spyOn(Range.prototype, 'componentDidUpdate');
    const first = jest.fn();
    const second = jest.fn();
    const { rerender } = renderWithProviders(<PriceRange value={[0, 10000]} onChange={first} />);
    const before = updates.mock.calls.length;
    rerender(<PriceRange value={[0, 10000]} onChange={second} />);
    expect(updates).toHaveBeenCalledTimes(before);
    const user = userEvent.setup();
    minThumb().focus();
    await user.keyboard('{ArrowRight}');
    expect(second).toHaveBeenLastCalledWith([100, 10000]);
    expect(first).not.toHaveBeenCalled();
    rerender(<PriceRange value={[100, 10000]} onChange={second} />);
    await user.keyboard('{End}');
    expect(second).toHaveBeenLastCalledWith([10000, 10000]);
  });

  it('is not operable when disabled', () => {
    render(<Disabled />);
    expect(minThumb()).not.toHaveAttribute('tabindex');
    expect(minThumb()).toHaveAttribute('aria-disabled', 'true');
  });

  it.each([
    ['FullRange', FullRange],
    ['Narrowed', Narrowed],
    ['SinglePrice', SinglePrice],
    ['Disabled', Disabled],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
