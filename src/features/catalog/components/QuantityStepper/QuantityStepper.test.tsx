import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './QuantityStepper.stories';

const { AtMinimum, Several, AtMaximum, Disabled } = composeStories(stories);

describe('QuantityStepper', () => {
  it('at 1: minus disabled, plus enabled, in a group named Quantity', () => {
    render(<AtMinimum />);
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeEnabled();
  });

  it('steps up and down, never below 1', async () => {
    const onChange = jest.fn();
    render(<AtMinimum onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('3');
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(onChange.mock.calls).toEqual([[2], [3], [2]]);
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('keeps keyboard focus on the stepper when minus reaches 1', async () => {
    render(<Several value={2} />);
    screen.getByRole('button', { name: 'Decrease quantity' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toHaveFocus();
  });

  it('disables plus at the maximum', () => {
    render(<AtMaximum />);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
  });

  it.each([
    ['AtMinimum', AtMinimum],
    ['Several', Several],
    ['AtMaximum', AtMaximum],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
  it('disabled: neither button works', () => {
    render(<Disabled />);
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });
});
