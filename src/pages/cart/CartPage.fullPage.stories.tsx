import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type CartPage from './CartPage';
import page, { Phone as PhonePage, WithItems as WithItemsPage } from './CartPage.stories';

/**
 * The cart as a shopper sees it: the header (its cart badge), the lines and the summary, and the
 * footer, the stories of Pages/Cart rendered as the app's router renders a page: inside the real
 * layout (`parameters.shell`, .storybook/preview.tsx) and the route's error boundary.
 */
const meta = {
  ...page,
  title: 'Pages/Full page/Cart',
  // Whole pages, one after the other, are no docs page: each moves focus and scrolls to the top.
  tags: ['!autodocs'],
  parameters: { ...page.parameters, shell: true },
} satisfies Meta<typeof CartPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Two lines: the header's cart badge counts 3. */
export const WithItems: Story = { ...WithItemsPage };

/** At 390 px: the summary under the lines. */
export const Phone: Story = { ...PhonePage };
