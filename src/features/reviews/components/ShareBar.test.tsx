import { composeStories } from '@storybook/react-webpack5';
import { render } from '@testing-library/react';
import * as stories from './ShareBar.stories';

const { Stars, Empty } = composeStories(stories);

describe('ShareBar', () => {
  it('is decorative (the share is said in words beside it), its fill as wide as the share', () => {
    const { container } = render(<Stars />);
    const track = container.querySelector('[aria-hidden="true"]');
    expect(track).not.toBeNull();
    expect((track?.firstElementChild as HTMLElement).style.getPropertyValue('--share')).toBe('62%');
  });

  it('an empty share draws an empty fill', () => {
    const { container } = render(<Empty />);
    const fill = container.querySelector('[aria-hidden="true"] > span') as HTMLElement;
    expect(fill.style.getPropertyValue('--share')).toBe('0%');
  });
});
