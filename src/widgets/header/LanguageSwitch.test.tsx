import { composeStories } from '@storybook/react-webpack5';
import { fireEvent, render, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LanguageSwitch } from './LanguageSwitch';
import { HINDI_LABEL } from './hindiLabel';
import { axe } from 'jest-axe';
import * as stories from './LanguageSwitch.stories';

const { OnAnEnglishPage, OnAHindiPage } = composeStories(stories);

describe('LanguageSwitch', () => {
  it('on an English page links the same page in Hindi, named in Hindi, its query kept', async () => {
    const { container } = render(<OnAnEnglishPage />);
    const link = screen.getByRole('link', { name: 'हिन्दी' });
    expect(link).toHaveAttribute('href', '/hi/search?q=kurta');
    expect(link).toHaveAttribute('lang', 'hi');
    expect(link).toHaveAttribute('hreflang', 'hi');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('on an English page draws the word, so the page sets no Devanagari text (no face to load)', () => {
    render(<OnAnEnglishPage />);
    const link = screen.getByRole('link', { name: 'हिन्दी' });
    expect(link.textContent).toBe('');
    expect(link.querySelector('svg[aria-hidden="true"] use')).toHaveAttribute('href', HINDI_LABEL.href);
  });

  it('draws the word from the outline file the build copies from public/, in the box it is given', () => {
    const [file, id] = HINDI_LABEL.href.split('#') as [string, string];
    const svg = new DOMParser().parseFromString(
      readFileSync(path.join(__dirname, '../../../public', file), 'utf8'),
      'image/svg+xml',
    );
    expect(svg.documentElement.getAttribute('viewBox')).toBe(HINDI_LABEL.viewBox);
    const outline = svg.getElementById(id);
    expect(outline?.tagName).toBe('path');
    // The word's outline (the i-matra, ह, the conjunct न्द, the ī-matra): no fill of its own, so it
    // takes the link's colour through <use>.
    expect(outline?.getAttribute('d')?.length).toBeGreaterThan(500);
    expect(outline?.hasAttribute('fill')).toBe(false);
  });

  it('remembers the choice as the shopper follows it (the preferences key)', async () => {
    const { store } = renderWithProviders(<LanguageSwitch edition="en" />, { route: '/cart' });
    const link = screen.getByRole('link', { name: 'हिन्दी' });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(store.getState().preferences.edition).toBe('hi');
  });

  it('on a Hindi page links the same page in English', () => {
    render(<OnAHindiPage />);
    const link = screen.getByRole('link', { name: 'English' });
    expect(link).toHaveAttribute('href', '/search?q=kurta');
    expect(link).toHaveAttribute('lang', 'en');
  });
});
