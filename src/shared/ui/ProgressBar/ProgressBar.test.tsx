import { composeStories } from '@storybook/react-webpack5';
import { render } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './ProgressBar.stories';

const { Loading } = composeStories(stories);

describe('ProgressBar', () => {
  it('is a bar fixed along the top of the window, hidden from assistive technology', async () => {
    const { container } = render(<Loading />);
    const bar = container.querySelector('[data-progress-bar]');
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect(bar).toHaveStyle({ position: 'fixed', height: '3px', pointerEvents: 'none' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
