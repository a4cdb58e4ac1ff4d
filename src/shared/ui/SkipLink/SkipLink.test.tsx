import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './SkipLink.stories';

const { Default, CustomTarget } = composeStories(stories);

describe('SkipLink', () => {
  it('is the first tab stop and points at #main', async () => {
    const { container } = render(<Default />);
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Skip to content' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#main');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('accepts another target and text', () => {
    render(<CustomTarget />);
    expect(screen.getByRole('link', { name: 'Skip to results' })).toHaveAttribute('href', '#results');
  });
});
