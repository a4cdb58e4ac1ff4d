import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { theme } from '../tokens';
import { breakpointsAt } from './BreakpointTable';
import { COLOUR_USES } from './colourUses';
import * as stories from './Foundations.stories';
import { remToPixels } from './TypeScale';

const { Colours, Type, Spacing, Breakpoints } = composeStories(stories);

describe('the Foundations pages', () => {
  it('Colours: a table per colour with its contrast on each of its surfaces, and every token', async () => {
    const { container } = render(<Colours />);
    await Colours.play!({ canvasElement: container });
    for (const use of COLOUR_USES) {
      const table = screen.getByRole('table', {
        name: new RegExp(`^${use.token} ${theme.color[use.token]}`),
      });
      // A header row, then one row per surface.
      expect(within(table).getAllByRole('row')).toHaveLength(use.on.length + 1);
    }
    const every = screen.getByRole('table', { name: 'Every colour token' });
    expect(within(every).getAllByRole('row')).toHaveLength(Object.keys(theme.color).length + 1);
    expect(within(every).getByRole('row', { name: /^overlay/ })).toHaveTextContent('a scrim over the page');
    expect(within(every).getByRole('row', { name: /^white/ })).toHaveTextContent('drawn on surfaces');
    expect(within(every).getByRole('row', { name: /^brand / })).toHaveTextContent(
      'drawn on surfaces, a surface',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('Type: every family, size, weight and line height', async () => {
    const { container } = render(<Type />);
    await Type.play!({ canvasElement: container });
    const weights = screen.getByRole('table', { name: 'Font weights and line heights' });
    expect(within(weights).getAllByRole('row')).toHaveLength(
      Object.keys(theme.fontWeight).length + Object.keys(theme.lineHeight).length + 1,
    );
    expect(screen.getByRole('row', { name: /^display clamp/ })).toHaveTextContent('fluid');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('Spacing: the scale in rem and pixels, radii, shadows and sizes', async () => {
    const { container } = render(<Spacing />);
    expect(screen.getByRole('row', { name: /^space\.lg/ })).toHaveTextContent('1rem16px');
    expect(screen.getByRole('row', { name: /^radius\.pill/ })).toHaveTextContent('999px');
    expect(screen.getByRole('row', { name: /^shadow\.md/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^size\.control / })).toHaveTextContent('44px');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('Breakpoints: each breakpoint, and those that apply at each viewport preset', async () => {
    const { container } = render(<Breakpoints />);
    expect(screen.getByRole('row', { name: /^breakpoint\.md/ })).toHaveTextContent(
      '@media (min-width: 768px)',
    );
    expect(screen.getByRole('row', { name: /^breakpoint\.xl/ })).toHaveTextContent('(none)');
    expect(screen.getByRole('row', { name: /^Small phone · 320/ })).toHaveTextContent('none (below xs)');
    expect(screen.getByRole('row', { name: /^Desktop · 1280/ })).toHaveTextContent('xs, sm, md, lg, xl');
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('the Foundations helpers', () => {
  it('remToPixels: at the browser default of 16 px; a fluid size stays fluid', () => {
    expect(remToPixels('0.875rem')).toBe('14px');
    expect(remToPixels('clamp(2rem, 5vw, 3.25rem)')).toBe('fluid');
  });

  it('breakpointsAt: the breakpoints a width is at or above', () => {
    expect(breakpointsAt(359)).toEqual([]);
    expect(breakpointsAt(390)).toEqual(['xs']);
    expect(breakpointsAt(768)).toEqual(['xs', 'sm', 'md']);
  });
});
