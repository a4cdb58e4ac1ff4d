import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type HomePage from './HomePage';
import page, { Guest as GuestPage, Phone as PhonePage } from './HomePage.stories';

/**
 * The home page as a shopper sees it: the header, the page and the footer, the stories of Pages/Home
 * rendered as the app's router renders a page: inside the real layout (`parameters.shell`,
 * .storybook/preview.tsx) and the route's error boundary.
 */
const meta = {
  ...page,
  title: 'Pages/Full page/Home',
  // Whole pages, one after the other, are no docs page: each moves focus and scrolls to the top.
  tags: ['!autodocs'],
  parameters: { ...page.parameters, shell: true },
} satisfies Meta<typeof HomePage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A first-time guest, at the desktop width. */
export const Guest: Story = { ...GuestPage };

/** At 390 px: the phone header with its menu button. */
export const Phone: Story = { ...PhonePage };
