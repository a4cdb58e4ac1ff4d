import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setEdition } from '@/shared/i18n';
import { HINDI } from '@/shared/i18n/hi';
import * as stories from './NewsletterForm.stories';

const { Empty } = composeStories(stories);

describe('NewsletterForm, on a Hindi page', () => {
  afterEach(() => setEdition('en'));

  it('is a form named in Hindi, its field ईमेल and its button सब्सक्राइब करें, its error in Hindi', async () => {
    // The email rule's message is the forms' area's word: here, given to the dictionary.
    setEdition('hi', { ...HINDI, 'Email is required': 'ईमेल ज़रूरी है' });
    render(<Empty onSubscribe={jest.fn()} />);
    expect(screen.getByRole('form', { name: 'न्यूज़लेटर के लिए साइन अप' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'सब्सक्राइब करें' }));
    expect(screen.getByRole('textbox', { name: 'ईमेल' })).toHaveAccessibleDescription('ईमेल ज़रूरी है');
  });
});
