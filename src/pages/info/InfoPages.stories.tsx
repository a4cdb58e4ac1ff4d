import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect } from 'storybook/test';
import FaqPage from './FaqPage';
import PrivacyPage from './PrivacyPage';
import ReturnPolicyPage from './ReturnPolicyPage';
import ShippingPage from './ShippingPage';
import TermsPage from './TermsPage';

/** The information pages, each in the info layout: its contents beside the text. */
const meta = {
  title: 'Pages/Information',
  component: FaqPage,
  parameters: { layout: 'fullscreen', route: '/faq' },
} satisfies Meta<typeof FaqPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const heading =
  (name: string): Story['play'] =>
  async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name })).toBeVisible();
  };

export const Faq: Story = { play: heading('Frequently Asked Questions') };

export const ReturnPolicy: Story = {
  parameters: { route: '/return-policy' },
  render: () => <ReturnPolicyPage />,
  play: heading('Return Policy'),
};

export const Shipping: Story = {
  parameters: { route: '/shipping' },
  render: () => <ShippingPage />,
  play: heading('Shipping'),
};

export const Privacy: Story = {
  parameters: { route: '/privacy' },
  render: () => <PrivacyPage />,
  play: heading('Privacy Policy'),
};

export const Terms: Story = {
  parameters: { route: '/terms' },
  render: () => <TermsPage />,
  play: heading('Terms of Use'),
};
