import { composeStories } from '@storybook/react-webpack5';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './SuggestionOptions.stories';

const { Products, BrandFirst, CategoryFirst, ActiveOption } = composeStories(stories);

describe('SuggestionOptions', () => {
  it('names each product option by its name, brand and price, with the id the combobox refers to', () => {
    render(<Products />);
    const options = screen.getAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThanOrEqual(6);
    expect(options[0]).toHaveAccessibleName(/kurta.*, ₹[\d,]+$/i);
    expect(options[0]).toHaveAttribute('id', 'story-option-0');
    expect(options.every((o) => o.getAttribute('aria-selected') === 'false')).toBe(true);
  });

  it('names a brand and a category as such, ahead of the products', () => {
    const { unmount } = render(<BrandFirst />);
    expect(screen.getAllByRole('option')[0]).toHaveAccessibleName("Levi's (brand)");
    expect(screen.getByText('Brand')).toBeInTheDocument();
    unmount();
    render(<CategoryFirst />);
    expect(screen.getAllByRole('option')[0]).toHaveAccessibleName('Women (category)');
    expect(screen.getByText('Category')).toBeInTheDocument();
  });

  it('marks the active option selected', () => {
    render(<ActiveOption />);
    const options = screen.getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
  });

  it('a click chooses the option, and pressing the mouse never takes focus from the box', async () => {
    const onChoose = jest.fn();
    const user = userEvent.setup();
    render(<CategoryFirst onChoose={onChoose} />);
    const women = screen.getByRole('option', { name: 'Women (category)' });
    expect(fireEvent.mouseDown(women)).toBe(false); // default prevented
    await user.click(women);
    expect(onChoose).toHaveBeenCalledWith({ kind: 'category', category: 'Women' });
  });

  it.each([
    ['Products', Products],
    ['BrandFirst', BrandFirst],
    ['CategoryFirst', CategoryFirst],
    ['ActiveOption', ActiveOption],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
