import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Design system/PageHeader',
  component: PageHeader,
  args: { title: 'Your Cart', subtitle: '3 items' },
  argTypes: { level: { control: 'inline-radio', options: [1, 2] } },
} satisfies Meta<typeof PageHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A page's h1 with its count beside it (the cart, the wishlist, the orders). */
export const WithCount: Story = {};

/** One item: the count says "1 item". */
export const OneItem: Story = { args: { title: 'My Wishlist', subtitle: '1 item' } };

/** Nothing to count (an empty cart): the heading alone. */
export const TitleOnly: Story = { args: { title: 'My Orders', subtitle: undefined } };

/**
 * The heading can take focus from script (tabIndex -1), as on the cart and wishlist pages after a
 * removal; it never becomes a tab stop.
 */
export const FocusableHeading: Story = {
  args: { title: 'My Wishlist', subtitle: '2 items', focusable: true },
};

/** Something under the heading (the checkout steps): the header stacks its parts. */
export const WithContentBelow: Story = {
  args: {
    title: 'Checkout',
    subtitle: undefined,
    children: (
      <ol aria-label="Checkout progress">
        <li aria-current="step">Shipping</li>
        <li>Payment</li>
        <li>Review</li>
      </ol>
    ),
  },
};

/** The head of a section of a page (home): an h2, its line at the far end. */
export const Section: Story = {
  args: {
    level: 2,
    title: 'Featured Products',
    subtitle: 'Handpicked for the season',
    headingId: 'featured-heading',
  },
  render: (args) => (
    <section aria-labelledby={args.headingId}>
      <PageHeader {...args} />
    </section>
  ),
};

/** A section head without a line. */
export const SectionTitleOnly: Story = {
  ...Section,
  args: { level: 2, title: 'Shop by Category', subtitle: undefined, headingId: 'categories-heading' },
};
