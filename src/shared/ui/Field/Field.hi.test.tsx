import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setEdition } from '@/shared/i18n';
import { HINDI } from '@/shared/i18n/hi';
import * as checkboxStories from '../Checkbox/Checkbox.stories';
import * as radioStories from '../RadioGroup/RadioGroup.stories';
import * as emailStories from './EmailField.stories';
import * as nameStories from './NameField.stories';
import * as passwordStories from './PasswordInput.stories';
import * as phoneStories from './PhoneField.stories';

const { Empty, WithError } = composeStories(emailStories);
const { Password } = composeStories(passwordStories);
const { Empty: NameEmpty } = composeStories(nameStories);
const { Empty: PhoneEmpty } = composeStories(phoneStories);
const { WithError: CheckboxWithError } = composeStories(checkboxStories);
const { NoneSelectedWithError } = composeStories(radioStories);

// A form's rules give their messages in English; the dictionary (the forms' areas) has their Hindi.
const RULES = {
  'Please enter a valid email': 'कृपया सही ईमेल डालें',
  'Please accept the terms': 'कृपया शर्तें स्वीकार करें',
  'Please choose a payment method': 'कृपया भुगतान का तरीका चुनें',
};

describe('The form controls, on a Hindi page', () => {
  beforeEach(() => setEdition('hi', { ...HINDI, ...RULES }));
  afterEach(() => setEdition('en'));

  it('label the email, name and phone fields in Hindi by default', () => {
    render(<Empty />);
    expect(screen.getByRole('textbox', { name: 'ईमेल' })).toBeInTheDocument();
    render(<NameEmpty />);
    render(<PhoneEmpty />);
    expect(screen.getByRole('textbox', { name: 'नाम' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'फ़ोन' })).toBeInTheDocument();
  });

  it('show a field’s, a checkbox’s and a radio group’s error in Hindi', () => {
    render(<WithError />);
    expect(screen.getByRole('textbox', { name: 'ईमेल' })).toHaveAccessibleDescription('कृपया सही ईमेल डालें');
    render(<CheckboxWithError />);
    expect(screen.getByText('कृपया शर्तें स्वीकार करें')).toBeInTheDocument();
    render(<NoneSelectedWithError />);
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('कृपया भुगतान का तरीका चुनें');
  });

  it('name the password toggle in Hindi', async () => {
    render(<Password />);
    await userEvent.click(screen.getByRole('button', { name: 'पासवर्ड दिखाएँ' }));
    expect(screen.getByRole('button', { name: 'पासवर्ड छिपाएँ' })).toHaveAttribute('aria-pressed', 'true');
  });
});
