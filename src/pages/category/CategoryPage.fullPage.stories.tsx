import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type CategoryPage from './CategoryPage';
import page, { Phone as PhonePage, Women as WomenPage } from './CategoryPage.stories';

/**
 * A category listing as a shopper sees it: the header (its category marked current), the listing and
 * the footer, the stories of Pages/Category rendered as the app's router renders a page: inside the
 * real layout (`parameters.shell`, .storybook/preview.tsx) and the route's error boundary.
 */
const meta = {
  ...page,
  title: 'Pages/Full page/Category',
  // Whole pages, one after the other, are no docs page: each moves focus and scrolls to the top.
  tags: ['!autodocs'],
  parameters: { ...page.parameters, shell: true },
} satisfies Meta<typeof CategoryPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The Women listing; the header marks Women as the current category. */
export const Women: Story = { ...WomenPage };

/** At 390 px: the filters behind a "Filters" button. */
export const Phone: Story = { ...PhonePage };
