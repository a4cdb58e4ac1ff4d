import { composeStories } from '@storybook/react-webpack5';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { onHindiPages } from '@/test/hindi';
import * as stories from './AddressBook.stories';

const { Several, Empty, Adding } = composeStories(stories);

const book = () =>
  screen.getByRole('heading', { level: 2, name: 'सेव किए गए पते' }).closest('section') as HTMLElement;
const card = (label: string) => within(book()).getByRole('article', { name: new RegExp(`^${label} `) });

onHindiPages();

describe('AddressBook, in Hindi', () => {
  it("shows each address's label and buttons in Hindi; the address itself as it is", () => {
    render(<Several />);
    expect(
      within(book())
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['होम', 'ऑफ़िस', 'अन्य']);
    expect(card('ऑफ़िस')).toHaveTextContent('4th Floor, 22 Camac Street, Kolkata 700017, West Bengal');
    expect(within(card('ऑफ़िस')).getByText('डिफ़ॉल्ट')).toBeInTheDocument();
    expect(within(card('होम')).getByRole('button', { name: 'बदलें होम' })).toBeInTheDocument();
    expect(within(card('होम')).getByRole('button', { name: 'हटाएँ होम' })).toBeInTheDocument();
    expect(within(card('होम')).getByRole('button', { name: 'होम को डिफ़ॉल्ट बनाएँ' })).toBeInTheDocument();
    expect(within(book()).getByRole('button', { name: 'पता जोड़ें' })).toBeInTheDocument();
  });

  it('says in Hindi that there are none yet', () => {
    render(<Empty />);
    expect(within(book()).getByText('अभी कोई सेव किया गया पता नहीं है।')).toBeInTheDocument();
  });

  it('gives the form Hindi labels and messages; the label saved stays English', async () => {
    const user = userEvent.setup();
    const onSave = fn();
    render(<Adding onSave={onSave} />);
    const form = screen.getByRole('form', { name: 'नया पता' });
    expect(within(form).getByRole('textbox', { name: /^पूरा नाम/ })).toBeInTheDocument();
    expect(within(form).getByRole('radiogroup', { name: 'लेबल' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'पता सेव करें' }));
    expect(within(form).getByRole('textbox', { name: /^पता/ })).toHaveAccessibleDescription(
      'पता डालना ज़रूरी है मकान नंबर, गली और इलाका',
    );
    expect(within(form).getByRole('textbox', { name: /^शहर/ })).toHaveAccessibleDescription(
      'शहर डालना ज़रूरी है',
    );
    await user.type(within(form).getByRole('textbox', { name: /^पता/ }), '22 Camac Street');
    await user.type(within(form).getByRole('textbox', { name: /^शहर/ }), 'Kolkata');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^राज्य/ }), 'West Bengal');
    await user.type(within(form).getByRole('textbox', { name: /^पिनकोड/ }), '700017');
    await user.click(within(form).getByRole('radio', { name: 'अन्य' }));
    await user.click(within(form).getByRole('button', { name: 'पता सेव करें' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ label: 'Other', state: 'West Bengal', city: 'Kolkata' }),
    );
  });
});
