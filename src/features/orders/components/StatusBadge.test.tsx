import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './StatusBadge.stories';
import { statusLabel } from './StatusBadge';

const { Processing, Shipped, Delivered, Cancelled, ReturnRequested, Unknown } = composeStories(stories);

describe('StatusBadge', () => {
  it.each([
    ['Processing', Processing],
    ['Shipped', Shipped],
    ['Delivered', Delivered],
    ['Cancelled', Cancelled],
    ['Return requested', ReturnRequested],
    ['Unknown', Unknown],
  ])('reads %s, with no axe violations', async (label, Story) => {
    const { container } = render(<Story />);
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('gives Cancelled a tone of its own', () => {
    const { unmount } = render(<Cancelled />);
    const cancelled = getComputedStyle(screen.getByText('Cancelled')).color;
    unmount();
    const others = [Processing, Shipped, Delivered, ReturnRequested].map((Story) => {
      const view = render(<Story />);
      const color = getComputedStyle(view.container.firstElementChild as HTMLElement).color;
      view.unmount();
      return color;
    });
    expect(others).not.toContain(cancelled);
  });

  it('reads Unknown for anything else, including inherited object keys', () => {
    expect(statusLabel('returned')).toBe('Unknown');
    expect(statusLabel('')).toBe('Unknown');
    expect(statusLabel('toString')).toBe('Unknown');
    expect(statusLabel('delivered')).toBe('Delivered');
    expect(statusLabel('cancelled')).toBe('Cancelled');
  });
});
