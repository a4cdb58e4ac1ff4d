import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type CheckoutPage from './CheckoutPage';
import page, {
  Payment as PaymentPage,
  Review as ReviewPage,
  Shipping as ShippingPage,
} from './CheckoutPage.stories';

/**
 * The checkout's three steps as a shopper sees them, signed in with the sample profile, two lines in
 * the cart: the stories of Pages/Checkout rendered as the app's router renders a page: inside the
 * real layout (`parameters.shell`, .storybook/preview.tsx) and the route's error boundary.
 */
const meta = {
  ...page,
  title: 'Pages/Full page/Checkout',
  // Whole pages, one after the other, are no docs page: each moves focus and scrolls to the top.
  tags: ['!autodocs'],
  parameters: { ...page.parameters, shell: true },
} satisfies Meta<typeof CheckoutPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Step 1: the saved address chosen. */
export const Shipping: Story = { ...ShippingPage };

/** Step 2: after Continue to Payment, its heading focused. */
export const Payment: Story = { ...PaymentPage };

/** Step 3: paid by UPI, the order as it will be placed. */
export const Review: Story = { ...ReviewPage };

/** At 390 px: the Shipping step, the summary under it. */
export const Phone: Story = { ...ShippingPage, globals: { viewport: { value: 'phone', isRotated: false } } };
