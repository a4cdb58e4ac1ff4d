import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './StockAlerts.stories';

const { TwoAlerts, Empty } = composeStories(stories);

describe('StockAlerts', () => {
  it("lists each alert under 'Back-in-stock alerts', with its product, size and 'Remove'", () => {
    render(<TwoAlerts />);
    const section = screen.getByRole('region', { name: 'Back-in-stock alerts' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Chanderi Silk Anarkali Kurta, size XL'),
      expect.stringContaining('Oversized Denim Jacket, size L'),
    ]);
    expect(
      within(items[0]!).getByRole('link', { name: 'Chanderi Silk Anarkali Kurta, size XL' }),
    ).toHaveAttribute('href', '/product/1');
    expect(within(section).getAllByRole('button', { name: 'Remove' })).toHaveLength(2);
  });

  it("'Remove' removes that alert, and focus moves to the heading", async () => {
    render(<TwoAlerts />);
    const [, second] = screen.getAllByRole('button', { name: 'Remove' });
    expect(second).toHaveAccessibleDescription('Oversized Denim Jacket, size L');
    await userEvent.click(second!);
    expect(TwoAlerts.args.onRemove).toHaveBeenCalledWith(12, 'L');
    expect(screen.getByRole('heading', { name: 'Back-in-stock alerts' })).toHaveFocus();
  });

  it('says how to set one when there is none', () => {
    render(<Empty />);
    expect(screen.getByRole('region', { name: 'Back-in-stock alerts' })).toHaveTextContent('No alerts yet');
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it.each([
    ['TwoAlerts', TwoAlerts],
    ['Empty', Empty],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
