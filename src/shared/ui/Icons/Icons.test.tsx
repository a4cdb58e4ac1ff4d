import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './Icons.stories';
import { HeartIcon, Icons } from './Icons';

const { AllIcons, FilledHeart } = composeStories(stories);

describe('Icons', () => {
  it('shows every icon hidden from assistive technology', async () => {
    const { container } = render(<AllIcons />);
    const svgs = container.querySelectorAll('svg');
    expect(svgs).toHaveLength(Object.keys(Icons).length + 1);
    svgs.forEach((svg) => {
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('focusable', 'false');
      expect(svg).toHaveAttribute('width', '2rem');
    });
    expect(screen.getByText('Heart (filled)')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('fills the heart only when asked', () => {
    const { container, rerender } = render(<FilledHeart />);
    expect(container.querySelector('svg')).toHaveAttribute('fill', 'currentColor');
    rerender(<HeartIcon />);
    expect(container.querySelector('svg')).toHaveAttribute('fill', 'none');
  });
});
