import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { theme } from '../tokens';
import { BreakpointTable } from './BreakpointTable';
import { ColourPalette } from './ColourPalette';
import { SpacingScale } from './SpacingScale';
import { TypeScale } from './TypeScale';

/**
 * The specimens the Foundations pages show (Colours.mdx, Type.mdx, Spacing.mdx, Breakpoints.mdx):
 * stories, so that the test-runner renders each in Chromium and checks it with axe. Their docs are
 * those pages, not autodocs.
 */
const meta = {
  title: 'Foundations/Specimens',
  tags: ['!autodocs'],
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every colour token, and each colour's contrast on the surfaces it is used on. */
export const Colours: Story = {
  render: () => <ColourPalette />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Computed from the tokens: brand (#8a1c4a) on white.
    const brandOnSurface = canvas.getByRole('table', { name: /^brand #8a1c4a/ });
    await expect(within(brandOnSurface).getByRole('row', { name: /surface #ffffff/ })).toHaveTextContent(
      '8.95:1',
    );
    await expect(canvas.queryByText('fails')).not.toBeInTheDocument();
  },
};

/** The font families, every size, every weight and the line heights. */
export const Type: Story = {
  render: () => <TypeScale />,
  play: async ({ canvasElement }) => {
    const sizes = within(within(canvasElement).getByRole('table', { name: 'Font sizes' }));
    for (const [size, value] of Object.entries(theme.fontSize)) {
      await expect(sizes.getByRole('row', { name: new RegExp(`^${size} `) })).toHaveTextContent(value);
    }
    await expect(sizes.getByRole('row', { name: /^md / })).toHaveTextContent('16px');
  },
};

/** The spacing scale, radii, shadows and fixed sizes. */
export const Spacing: Story = { render: () => <SpacingScale /> };

/** The breakpoints, and which of them apply at each of Storybook's viewport presets. */
export const Breakpoints: Story = { render: () => <BreakpointTable /> };
