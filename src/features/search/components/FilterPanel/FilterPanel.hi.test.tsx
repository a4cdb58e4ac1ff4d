import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import { setEdition } from '@/shared/i18n';
import { HINDI } from '@/shared/i18n/hi';
import * as drawerStories from '../FilterDrawer/FilterDrawer.stories';
import * as buttonStories from '../FilterDrawer/FiltersButton.stories';
import * as stories from './FilterPanel.stories';

const { Default } = composeStories(stories);
const { Open } = composeStories(drawerStories);
const { WithActiveFilters } = composeStories(buttonStories);

describe('The filters, on a Hindi page', () => {
  afterEach(() => setEdition('en'));

  it('name the panel, its sections, Clear All, the price sliders and quick picks in Hindi', () => {
    setEdition('hi', HINDI);
    render(<Default />);
    expect(screen.getByRole('heading', { level: 2, name: 'फ़िल्टर' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सभी हटाएँ' })).toBeInTheDocument();
    for (const name of ['कीमत', 'ब्रांड', 'साइज़', 'रंग']) {
      expect(screen.getByRole('group', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('slider', { name: 'न्यूनतम कीमत' })).toHaveAttribute('aria-valuetext', '₹0');
    expect(screen.getByRole('slider', { name: 'अधिकतम कीमत' })).toHaveAttribute('aria-valuetext', '₹10,000');
    const picks = within(screen.getByRole('group', { name: 'कीमत' }))
      .getAllByRole('button')
      .map((b) => b.textContent?.replace(/ \(\d+\)$/, ''));
    expect(picks).toEqual(['₹1,000 से कम', '₹1,000–₹2,000', '₹2,000–₹3,000', '₹3,000 से ज़्यादा']);
  });

  it('show a colour in the page’s edition (the catalogue’s words) and a brand as it is', () => {
    // The colours' Hindi is the catalogue area's: here, one given to the dictionary.
    setEdition('hi', { ...HINDI, Black: 'काला' });
    render(<Default />);
    expect(
      within(screen.getByRole('group', { name: 'रंग' })).getByRole('checkbox', { name: /^काला \(\d+\)$/ }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'ब्रांड' })).getByRole('checkbox', {
        name: /^Van Heusen \(\d+\)$/,
      }),
    ).toBeInTheDocument();
  });

  it('name the phone’s drawer, its footer and the Filters button in Hindi', () => {
    setEdition('hi', HINDI);
    render(<Open />);
    const drawer = screen.getByRole('dialog', { name: 'फ़िल्टर' });
    expect(within(drawer).getByRole('button', { name: /^\d+ प्रोडक्ट दिखाएँ$/ })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
  });

  it('count the active filters on the button in Hindi', () => {
    setEdition('hi', HINDI);
    render(<WithActiveFilters />);
    expect(screen.getByRole('button', { name: /^फ़िल्टर \(\d+ लागू\)$/ })).toBeInTheDocument();
  });
});
