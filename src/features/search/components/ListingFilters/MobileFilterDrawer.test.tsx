import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { initialFilters } from '../../searchSlice';
import * as stories from './MobileFilterDrawer.stories';

const { Open, Closed } = composeStories(stories);

describe('MobileFilterDrawer', () => {
  it('is a dialog named Filters holding the panel; a filter applies at once, the footer closes it', async () => {
    const onChange = jest.fn();
    const onClose = jest.fn();
    const user = userEvent.setup();
    render(<Open onChange={onChange} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    // The dialog's title names the panel: the panel's own heading is left out.
    expect(within(dialog).getAllByRole('heading', { name: 'Filters' })).toHaveLength(1);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Biba (2)' }));
    expect(onChange).toHaveBeenCalledWith({ ...initialFilters, brands: ['Biba'] });
    await user.click(within(dialog).getByRole('button', { name: /^Show \d+ products$/ }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing while closed', () => {
    render(<Closed />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    render(<Open />);
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
