import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './VisuallyHidden.stories';

const { Default } = composeStories(stories);

describe('VisuallyHidden', () => {
  it('keeps its text in the accessibility tree but clips it visually', async () => {
    const { container } = render(<Default />);
    const hidden = screen.getByText('Only screen readers read this text');
    expect(hidden).toHaveClass('visually-hidden');
    expect(hidden.tagName).toBe('SPAN');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('renders another element through `as`', () => {
    render(<Default as="h2" />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Only screen readers read this text' }),
    ).toBeInTheDocument();
  });
});
