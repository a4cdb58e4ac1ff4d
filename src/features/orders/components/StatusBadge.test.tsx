import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './StatusBadge.stories';
import { statusLabel } from './StatusBadge';

const { Processing, Shipped, Delivered, Unknown } = composeStories(stories);

describe('StatusBadge', () => {
  it.each([
    ['Processing', Processing],
    ['Shipped', Shipped],
    ['Delivered', Delivered],
    ['Unknown', Unknown],
  ])('reads %s, with no axe violations', async (label, Story) => {
    const { container } = render(<Story />);
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('reads Unknown for anything else, including inherited object keys', () => {
    expect(statusLabel('cancelled')).toBe('Unknown');
    expect(statusLabel('')).toBe('Unknown');
    expect(statusLabel('toString')).toBe('Unknown');
    expect(statusLabel('delivered')).toBe('Delivered');
  });
});
