import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Design system/SkipLink',
  component: SkipLink,
  parameters: { docs: { description: { component: 'Press Tab in the canvas to reveal it.' } } },
  render: (args) => (
    <div style={{ position: 'relative', minHeight: '8rem' }}>
      <SkipLink {...args} />
      <p>Press Tab to show the skip link.</p>
      <main id="main" tabIndex={-1}>
        <h1>Page content</h1>
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CustomTarget: Story = { args: { href: '#results', children: 'Skip to results' } };
