import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type OrderDetailsPage from './OrderDetailsPage';
import page, { Delivered as DeliveredPage } from './OrderDetailsPage.stories';

/**
 * One order's page as a shopper sees it, signed in with the sample profile: the stories of
 * Pages/Order details rendered as the app's router renders a page: inside the real layout
 * (`parameters.shell`, .storybook/preview.tsx) and the route's error boundary.
 */
const meta = {
  ...page,
  title: 'Pages/Full page/Order details',
  // Whole pages, one after the other, are no docs page: each moves focus and scrolls to the top.
  tags: ['!autodocs'],
  parameters: { ...page.parameters, shell: true },
} satisfies Meta<typeof OrderDetailsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** ORD-001, delivered: inside the return window. */
export const Delivered: Story = { ...DeliveredPage };

/** At 390 px. */
export const Phone: Story = { ...DeliveredPage, globals: { viewport: { value: 'phone', isRotated: false } } };
