import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './FilterSection.stories';

const { Open, Collapsed } = composeStories(stories);

describe('FilterSection', () => {
  it('is open by default, a group labelled by its heading button, and collapses on click', async () => {
    const user = userEvent.setup();
    const { container } = render(<Open />);
    const button = screen.getByRole('button', { name: 'Size' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Size' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: 'M (6)' })).not.toBeInTheDocument();
  });

  it('can start collapsed and opens on click', async () => {
    const user = userEvent.setup();
    render(<Collapsed />);
    const button = screen.getByRole('button', { name: 'Size' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(screen.getByRole('checkbox', { name: 'M (6)' })).toBeInTheDocument();
  });
});
