import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from './OrderItems.stories';

const { Default, Compact, NoBrandSeveral } = composeStories(stories);

describe('OrderItems', () => {
  it('lists each item with a link to its product, size and quantity', async () => {
    const { container } = render(<Default />);
    const list = screen.getByRole('list', { name: 'Items in ORD-001' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/product\/\d+$/),
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows no brand line for a product without one, and the unit price for several', () => {
    render(<NoBrandSeveral />);
    const list = screen.getByRole('list', { name: 'Items without brand' });
    expect(list).not.toHaveTextContent('undefined');
    expect(list).toHaveTextContent('₹1,797');
    expect(list).toHaveTextContent('₹599 each');
  });

  it('the compact list has no accessibility violations', async () => {
    const { container } = render(<Compact />);
    expect(screen.getByRole('list', { name: 'Items in your order' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
