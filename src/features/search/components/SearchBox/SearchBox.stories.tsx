import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, within } from 'storybook/test';
import { PRODUCTS } from '@/features/catalog';
import { suggestFor } from '../../engine/productSearch';
import { SearchBox, type SearchBoxProps } from './SearchBox';

/** A live box: suggestions follow what is typed (from 2 characters), as in the header. */
function LiveSearchBox(args: SearchBoxProps) {
  const [value, setValue] = useState(args.value);
  const typed = value.trim();
  return (
    <SearchBox
      {...args}
      value={value}
      onValueChange={(v) => {
        setValue(v);
        args.onValueChange(v);
      }}
      suggestions={typed.length >= 2 ? suggestFor(PRODUCTS, typed) : []}
    />
  );
}

/** Callbacks typed as the component's own props (stories log them; tests pass jest.fn()). */
const args: Partial<SearchBoxProps> = {
  id: 'story-search',
  value: '',
  suggestions: [],
  submit: 'icon',
  size: 'md',
  onValueChange: fn(),
  onSubmit: fn(),
  onSelectSuggestion: fn(),
  onFocus: fn(),
};

const meta = {
  title: 'Search/SearchBox',
  component: SearchBox,
  args,
  argTypes: {
    submit: { control: 'inline-radio', options: ['icon', 'text'] },
    size: { control: 'inline-radio', options: ['md', 'lg'] },
  },
  render: (args) => <LiveSearchBox {...args} />,
  decorators: [
    (Story) => (
      <div style={{ minHeight: '32rem', maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Nothing typed yet: no list. Typing opens the products that match, ArrowDown makes one active
 * (aria-activedescendant), Enter chooses it, Escape closes the list.
 */
export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('combobox');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box, 'kurta');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const list = canvas.getByRole('listbox', { name: 'Suggestions' });
    const options = await within(list).findAllByRole('option');
    await expect(options.length).toBeGreaterThan(1);
    await expect(options[0]).toHaveTextContent(/kurta/i);
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectSuggestion).toHaveBeenCalledTimes(1);
  },
};

/** Typed, with the list of products (up to 6) open. */
export const WithSuggestions: Story = { args: { value: 'kurta', defaultOpen: true } };

/** A brand and its products ("lev" → Levi's). */
export const BrandSuggestion: Story = { args: { value: 'lev', defaultOpen: true } };

/** A category first ("wom" → Women), then products. */
export const CategorySuggestion: Story = { args: { value: 'wom', defaultOpen: true } };

/** Typed, but nothing matches: the list stays closed. */
export const NoSuggestions: Story = { args: { value: 'zzzz', defaultOpen: true } };

/** The results page's box: bigger, with a visible Search button. */
export const PageBox: Story = {
  args: { submit: 'text', size: 'lg', label: 'Search products', value: 'silk' },
};
