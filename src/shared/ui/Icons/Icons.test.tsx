import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Icons } from './allIcons';
import * as controlStories from './ControlIcons.stories';
import { HeartIcon } from './Icons';
import * as stories from './Icons.stories';
import * as serviceStories from './ServiceIcons.stories';
import * as statusStories from './StatusIcons.stories';

const { AllIcons, FilledHeart } = composeStories(stories);
const groups = [
  ['ServiceIcons', composeStories(serviceStories).All, 4],
  ['ControlIcons', composeStories(controlStories).All, 9],
  ['StatusIcons', composeStories(statusStories).All, 3],
] as const;

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

  it.each(groups)('%s shows its icons, hidden from assistive technology', async (_name, Group, count) => {
    const { container } = render(<Group />);
    const svgs = container.querySelectorAll('svg');
    expect(svgs).toHaveLength(count);
    svgs.forEach((svg) => {
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('focusable', 'false');
    });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('fills the heart only when asked', () => {
    const { container, rerender } = render(<FilledHeart />);
    expect(container.querySelector('svg')).toHaveAttribute('fill', 'currentColor');
    rerender(<HeartIcon />);
    expect(container.querySelector('svg')).toHaveAttribute('fill', 'none');
  });
});
