import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './Badge.stories';
import { CountBadge } from './Badge';

const { Discount, Neutral, Brand, Warning, Danger, Info, Solid, AllTones, Counts } = composeStories(stories);

describe('Badge', () => {
  it.each([
    ['Discount', Discount],
    ['Neutral', Neutral],
    ['Brand', Brand],
    ['Warning', Warning],
    ['Danger', Danger],
    ['Info', Info],
    ['Solid', Solid],
    ['AllTones', AllTones],
    ['Counts', Counts],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows its text', () => {
    render(<Discount />);
    expect(screen.getByText('35% OFF')).toBeVisible();
  });
});

describe('CountBadge', () => {
  it('is hidden at 0 and caps large counts, always aria-hidden', () => {
    const { container } = render(<Counts />);
    const bubbles = container.querySelectorAll('[aria-hidden="true"]');
    expect(Array.from(bubbles, (b) => b.textContent)).toEqual(['3', '42', '99+']);
  });

  it('renders nothing for 0, negative or invalid counts', () => {
    const { container } = render(
      <>
        <CountBadge count={0} />
        <CountBadge count={-2} />
        <CountBadge count={Number.NaN} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
