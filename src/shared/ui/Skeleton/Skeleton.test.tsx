import { composeStories } from '@storybook/react-webpack5';
import { render } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './Skeleton.stories';

const { Line, Block, CardPlaceholder } = composeStories(stories);

describe('Skeleton', () => {
  it('is a sized block hidden from assistive technology', async () => {
    const { container } = render(<Block />);
    const block = container.querySelector('[aria-hidden="true"]');
    expect(block).toHaveStyle({ width: '16rem', height: '20rem' });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('defaults to a full-width line', async () => {
    const { container } = render(<Line />);
    expect(container.querySelector('[aria-hidden="true"]')).toHaveStyle({ width: '100%', height: '1em' });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('composes into a card placeholder with nothing announced', async () => {
    const { container } = render(<CardPlaceholder />);
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
    expect(container).toHaveTextContent('');
    expect(await axe(container)).toHaveNoViolations();
  });
});
