import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import { onHindiPages } from '@/test/hindi';
import * as suggestionStories from '../SuggestionOptions/SuggestionOptions.stories';
import * as stories from './SearchBox.stories';

const { WithSuggestions, PageBox } = composeStories(stories);
const { BrandFirst, CategoryFirst } = composeStories(suggestionStories);

describe('The search box, on a Hindi page', () => {
  onHindiPages();

  it('is a combobox named exactly खोजें, its suggestions counted in Hindi', async () => {
    render(<WithSuggestions />);
    const box = screen.getByRole('combobox', { name: 'खोजें' });
    expect(box).toHaveAttribute('placeholder', 'कुर्ते, जींस, लिपस्टिक खोजें…');
    expect(screen.getByRole('button', { name: 'खोज शुरू करें' })).toBeInTheDocument();
    const options = await within(screen.getByRole('listbox', { name: 'सुझाव' })).findAllByRole('option');
    expect(screen.getByText(`${options.length} सुझाव उपलब्ध हैं।`)).toBeInTheDocument();
    expect(box.closest('form')).toHaveAttribute('action', '/hi/search');
  });

  it('on the search page, has a visible खोजें button', () => {
    render(<PageBox label="प्रोडक्ट खोजें" />);
    expect(screen.getByRole('combobox', { name: 'प्रोडक्ट खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'खोजें' })).toHaveAttribute('type', 'submit');
  });

  it('names a brand and a category suggestion as such, in Hindi; a brand keeps its name', () => {
    const { unmount } = render(<BrandFirst />);
    expect(screen.getAllByRole('option')[0]).toHaveAccessibleName("Levi's (ब्रांड)");
    expect(screen.getByText('ब्रांड')).toBeInTheDocument();
    unmount();
    render(<CategoryFirst />);
    expect(screen.getAllByRole('option')[0]).toHaveAccessibleName('महिलाएँ (कैटेगरी)');
    expect(screen.getByText('कैटेगरी')).toBeInTheDocument();
  });
});
