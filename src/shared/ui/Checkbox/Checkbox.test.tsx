import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './Checkbox.stories';

const { Unchecked, Checked, WithCount, Disabled, WithError, WithHint, WithReactHookForm } =
  composeStories(stories);

describe('Checkbox', () => {
  it.each([
    ['Unchecked', Unchecked],
    ['Checked', Checked],
    ['WithCount', WithCount],
    ['Disabled', Disabled],
    ['WithError', WithError],
    ['WithHint', WithHint],
    ['WithReactHookForm', WithReactHookForm],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('is a native checkbox toggled by clicking its label', async () => {
    const onChange = jest.fn();
    render(<Unchecked onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('Remember me'));
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('can start checked, and has a label with the facet count', () => {
    const { unmount } = render(<Checked />);
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    unmount();
    render(<WithCount />);
    expect(screen.getByRole('checkbox', { name: "Levi's (3)" })).toHaveAttribute('value', "Levi's");
  });

  it('can be disabled', async () => {
    render(<Disabled />);
    const box = screen.getByRole('checkbox', { name: 'Puma (0)' });
    expect(box).toBeDisabled();
    await userEvent.click(box);
    expect(box).not.toBeChecked();
  });

  it('an error sets aria-invalid and is described', () => {
    render(<WithError />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the Terms of Use' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please accept the terms');
  });

  it('describes itself with its hint', () => {
    render(<WithHint />);
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toHaveAccessibleDescription(
      'Stay signed in on this device',
    );
  });

  it('works with react-hook-form register', async () => {
    render(<WithReactHookForm />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box).toBeChecked();
    expect(screen.getByText('Will remember you')).toBeInTheDocument();
    await userEvent.click(box);
    expect(await screen.findByText('Will forget you')).toBeInTheDocument();
  });
});
