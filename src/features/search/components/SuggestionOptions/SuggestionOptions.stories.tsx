import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { PRODUCTS } from '@/features/catalog';
import { suggestFor } from '../../engine/productSearch';
import { SuggestionOptions, type SuggestionOptionsProps } from './SuggestionOptions';

const args: Partial<SuggestionOptionsProps> = {
  suggestions: suggestFor(PRODUCTS, 'kurta'),
  activeIndex: -1,
  optionId: (i: number) => `story-option-${i}`,
  onChoose: fn(),
};

const meta = {
  title: 'Search/SuggestionOptions',
  component: SuggestionOptions,
  args,
  // Options only exist inside a listbox (SearchBox's, in the shop).
  decorators: [
    (Story) => (
      <ul
        role="listbox"
        aria-label="Suggestions"
        style={{ listStyle: 'none', margin: 0, padding: 0, maxWidth: '32rem' }}
      >
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof SuggestionOptions>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Products only ("kurta"): picture, name, brand and price. */
export const Products: Story = {};

/** A brand, then its products ("lev" → Levi's). */
export const BrandFirst: Story = { args: { suggestions: suggestFor(PRODUCTS, 'lev') } };

/** A category, then products ("wom" → Women). */
export const CategoryFirst: Story = { args: { suggestions: suggestFor(PRODUCTS, 'wom') } };

/** The keyboard on the second option: highlighted and selected. */
export const ActiveOption: Story = { args: { activeIndex: 1 } };
