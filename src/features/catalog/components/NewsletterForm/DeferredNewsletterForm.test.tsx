import { composeStories } from '@storybook/react-webpack5';
import { fireEvent, render, screen } from '@testing-library/react';
import { resetFirstInteractionForTests } from '../../../../shared/lib/useFirstInteraction';
import * as stories from './DeferredNewsletterForm.stories';

const { BeforeInteraction, AfterInteraction } = composeStories(stories);

describe('DeferredNewsletterForm', () => {
  beforeEach(resetFirstInteractionForTests);

  it('holds the place without loading the form until the first interaction', async () => {
    render(<BeforeInteraction />);
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('shows the form once the shopper has scrolled (the play function)', async () => {
    const { container } = render(<AfterInteraction />);
    await AfterInteraction.play?.({ canvasElement: container });
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });
});
