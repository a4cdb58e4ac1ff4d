import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
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

  it('on a Hindi page links the same page in English', () => {
    render(<OnAHindiPage />);
    const link = screen.getByRole('link', { name: 'English' });
    expect(link).toHaveAttribute('href', '/search?q=kurta');
    expect(link).toHaveAttribute('lang', 'en');
  });
});
