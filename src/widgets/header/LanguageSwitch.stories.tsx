import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LanguageSwitch } from './LanguageSwitch';

const meta = {
  title: 'Widgets/LanguageSwitch',
  component: LanguageSwitch,
  parameters: { route: '/search?q=kurta' },
} satisfies Meta<typeof LanguageSwitch>;
export default meta;

type Story = StoryObj<typeof meta>;

/** On an English page: 'हिन्दी', to the same page in Hindi, its query kept. */
export const OnAnEnglishPage: Story = { args: { edition: 'en' } };

/** On a Hindi page: 'English', back to the same page in English. */
export const OnAHindiPage: Story = { args: { edition: 'hi' } };
