import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { BenefitsStrip } from './BenefitsStrip';

const meta = {
  title: 'Catalog/BenefitsStrip',
  component: BenefitsStrip,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BenefitsStrip>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CustomHeading: Story = { args: { heading: 'Shopping with us' } };
