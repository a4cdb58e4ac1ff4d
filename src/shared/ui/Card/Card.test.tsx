import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './Card.stories';

const { Default } = composeStories(stories);

describe('Card', () => {
  it('is a section named by its heading', async () => {
    const { container } = render(<Default />);
    const card = screen.getByRole('region', { name: 'Saved addresses' });
    expect(card.tagName).toBe('SECTION');
    expect(card).toHaveTextContent('14 Park Street');
    expect(await axe(container)).toHaveNoViolations();
  });
});
