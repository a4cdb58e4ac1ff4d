import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './Spinner.stories';

const { Default, WithVisibleLabel } = composeStories(stories);

describe('Spinner', () => {
  // The toast regions of the ToastProvider (in the story decorator) are portalled to <body>,
  // so `within(container)` sees only the spinner's own status.
  it('is a status named "Loading" by default, with the label hidden visually', async () => {
    const { container } = render(<Default />);
    const status = within(container).getByRole('status');
    expect(status).toHaveTextContent('Loading');
    expect(screen.getByText('Loading')).toHaveClass('visually-hidden');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('can show its label', async () => {
    const { container } = render(<WithVisibleLabel />);
    expect(within(container).getByRole('status')).toHaveTextContent('Loading product details...');
    expect(screen.getByText('Loading product details...')).not.toHaveClass('visually-hidden');
    expect(await axe(container)).toHaveNoViolations();
  });
});
