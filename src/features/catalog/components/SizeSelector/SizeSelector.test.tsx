import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './SizeSelector.stories';

const { NoneSelected, Selected, Waist, KidsAges, OneSize, SoldOutSize, WithYourSize, WithGuide } =
  composeStories(stories);

describe('SizeSelector', () => {
  it('is a group labelled "Select Size" with a toggle button per size, none pressed', () => {
    render(<NoneSelected />);
    const group = screen.getByRole('group', { name: 'Select Size' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['S', 'M', 'L', 'XL']);
    for (const b of buttons) expect(b).toHaveAttribute('aria-pressed', 'false');
  });

  it('presses the chosen size', () => {
    render(<Selected />);
    expect(screen.getByRole('button', { name: 'M' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'S' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('calls back with the size picked', async () => {
    const onChange = jest.fn();
    render(<NoneSelected onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'M' }));
    expect(onChange).toHaveBeenCalledWith('M');
  });

  it('the story keeps the choice (controlled through its args)', async () => {
    render(<KidsAges />);
    await userEvent.click(screen.getByRole('button', { name: '6-7Y' }));
    expect(screen.getByRole('button', { name: '6-7Y' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('disables a sold-out size, named "{size}, sold out", and keeps the others choosable', async () => {
    const onChange = jest.fn();
    render(<SoldOutSize onChange={onChange} />);
    const xl = screen.getByRole('button', { name: 'XL, sold out' });
    expect(xl).toBeDisabled();
    expect(xl).toHaveTextContent('XL');
    await userEvent.click(xl);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'L' })).toBeEnabled();
  });

  it("shows 'Your size' on the saved size, in its name too, without choosing it", () => {
    render(<WithYourSize />);
    const mine = screen.getByRole('button', { name: 'M, Your size' });
    expect(mine).toHaveTextContent('MYour size');
    expect(mine).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByText('Your size')).toHaveLength(1);
  });

  it('keeps the size guide outside the group: the group holds only the sizes', () => {
    render(<WithGuide />);
    const group = screen.getByRole('group', { name: 'Select Size' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['S', 'M', 'L', 'XL']);
    expect(screen.getByRole('button', { name: 'Size guide' })).not.toBe(null);
    expect(group).not.toContainElement(screen.getByRole('button', { name: 'Size guide' }));
  });

  it.each([
    ['SoldOutSize', SoldOutSize],
    ['WithYourSize', WithYourSize],
    ['WithGuide', WithGuide],
    ['NoneSelected', NoneSelected],
    ['Selected', Selected],
    ['Waist', Waist],
    ['KidsAges', KidsAges],
    ['OneSize', OneSize],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
