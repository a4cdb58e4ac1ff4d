import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { onHindiPages } from '@/test/hindi';
import * as listStories from './ReviewList.stories';
import * as stories from './ReviewsSection.stories';

const { Garment, NoMatch, FewFitAnswers } = composeStories(stories);
const { Many, Empty } = composeStories(listStories);

describe('ReviewsSection on a Hindi page', () => {
  onHindiPages();

  it('says the breakdown, its bars and the fit summary in Hindi, with Latin digits', () => {
    render(<Garment />);
    expect(screen.getByText('4,380 रेटिंग के आधार पर 5 में से 4.6 स्टार')).toBeInTheDocument();
    const bar = screen.getByRole('button', { name: '4 स्टार' });
    expect(bar).toHaveAttribute('title', '1,052 रेटिंग');
    expect(bar).toHaveAccessibleDescription('24% 1,052 रेटिंग');
    expect(screen.getByRole('button', { name: '1 स्टार' })).toBeInTheDocument();

    const fit = within(screen.getByRole('region', { name: 'फ़िटिंग' }));
    expect(fit.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'छोटा आता है',
      'साइज़ बिल्कुल सही',
      'बड़ा आता है',
    ]);
    expect(fit.getByText('जवाब देने वाले 12 रिव्यू के आधार पर')).toBeInTheDocument();
  });

  it("names the sort, its options and 'With photos' in Hindi, their values unchanged", async () => {
    const user = userEvent.setup();
    const onSortChange = jest.fn();
    render(<Garment onSortChange={onSortChange} />);
    const sort = screen.getByRole('combobox', { name: 'रिव्यू क्रम से लगाएँ' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['helpful', 'सबसे मददगार'],
      ['newest', 'सबसे नए'],
      ['highest', 'सबसे ज़्यादा रेटिंग'],
      ['lowest', 'सबसे कम रेटिंग'],
    ]);
    await user.selectOptions(sort, 'सबसे नए');
    expect(onSortChange).toHaveBeenCalledWith('newest');
    expect(screen.getByRole('button', { name: 'फ़ोटो वाले' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('form', { name: 'रिव्यू लिखें' })).toBeInTheDocument();
  });

  it("a bar's filter is announced in Hindi and cleared by 'फ़िल्टर हटाएँ'", async () => {
    const user = userEvent.setup();
    render(<Garment />);
    await user.click(screen.getByRole('button', { name: '4 स्टार' }));
    expect(screen.getByText('4 स्टार वाले रिव्यू दिखाए जा रहे हैं').closest('[role="status"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'फ़िल्टर हटाएँ' }));
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it("keeps the samples' authors and texts as written, and tags them in Hindi", () => {
    render(<Garment />);
    const sample = within(screen.getByRole('article', { name: 'Ananya Iyer' }));
    expect(sample.getByText(/^Lovely quality, and the colour is exactly as pictured/)).toBeInTheDocument();
    expect(sample.getByText('सैंपल रिव्यू')).toBeInTheDocument();
    expect(sample.getByText('5 में से 5 स्टार')).toBeInTheDocument();
    expect(sample.getByText('18 अक्टूबर 2026')).toBeInTheDocument();
    expect(sample.getByRole('button', { name: 'मददगार (12)' })).toBeInTheDocument();
  });

  it('says in Hindi when nothing matches, and when the fit answers are too few', () => {
    const { unmount } = render(<NoMatch />);
    expect(screen.getByText('इन फ़िल्टर से मेल खाता कोई रिव्यू नहीं है')).toBeInTheDocument();
    // Both clear buttons can show at once: their Hindi names differ as the English do.
    expect(screen.getByRole('button', { name: 'सभी फ़िल्टर हटाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फ़िल्टर हटाएँ' })).toBeInTheDocument();
    unmount();
    render(<FewFitAnswers />);
    expect(screen.getByText('फ़िटिंग के बारे में अभी काफ़ी जवाब नहीं हैं')).toBeInTheDocument();
  });

  it("offers 'और रिव्यू देखें', and says when there are no reviews", () => {
    const { unmount } = render(<Many />);
    expect(screen.getByRole('button', { name: 'और रिव्यू देखें' })).toBeInTheDocument();
    unmount();
    render(<Empty />);
    expect(screen.getByText('अभी कोई रिव्यू नहीं है। सबसे पहले रिव्यू आप लिखें।')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Garment />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
