import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './SizeRecommendationNote.stories';

const { Kept, ReturnedTooSmall, ReturnedTooLarge, SoldOut, SeveralOrders } = composeStories(stories);

describe('SizeRecommendationNote', () => {
  it.each([
    ['Kept', Kept, 'Recommended for you: M', 'You kept M in Chanderi Silk Anarkali Kurta'],
    ['ReturnedTooSmall', ReturnedTooSmall, 'Recommended for you: L', 'You returned M as too small'],
    ['ReturnedTooLarge', ReturnedTooLarge, 'Recommended for you: M', 'You returned L as too large'],
    ['SoldOut', SoldOut, 'Recommended for you: L (sold out)', 'You kept L in Ruffle Sleeve Georgette Top'],
  ])('%s reads its size and reason, with no axe violations', async (_name, Story, line, reason) => {
    const { container } = render(<Story />);
    expect(screen.getByText(line)).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('never adds a group or a control but Why?', () => {
    render(<SeveralOrders />);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it("'Why?' lists the orders it used, each linking to its order, and hides them again", async () => {
    const user = userEvent.setup();
    const { container } = render(<SeveralOrders />);
    const why = screen.getByRole('button', { name: 'Why?' });
    expect(why).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    await user.click(why);
    expect(why).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Orders this recommendation is based on' });
    expect(why).toHaveAttribute('aria-controls', list.id);
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'ORD-001: Chanderi Silk Anarkali Kurta, size M, kept',
      'ORD-004: Ruffle Sleeve Georgette Top, size L, returned as too large',
      'ORD-005: Ruffle Sleeve Georgette Top, size M, kept',
    ]);
    expect(screen.getByRole('link', { name: 'ORD-004' })).toHaveAttribute('href', '/orders/ORD-004');
    expect(await axe(container)).toHaveNoViolations();

    await user.click(why);
    expect(why).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says a returned line was returned, as too small', async () => {
    render(<ReturnedTooSmall />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Why?' }));
    expect(screen.getByRole('listitem')).toHaveTextContent(
      'ORD-001: Chanderi Silk Anarkali Kurta, size M, returned as too small',
    );
  });
});
