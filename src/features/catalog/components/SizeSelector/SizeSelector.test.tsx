import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import * as stories from './SizeSelector.stories';

const { NoneSelected, Selected, Waist, KidsAges, OneSize } = composeStories(stories);

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

  it.each([
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
