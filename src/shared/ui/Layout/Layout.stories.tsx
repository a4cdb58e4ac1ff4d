import type { Meta, StoryObj } from '@storybook/react-webpack5';
import styled from 'styled-components';
import { Container } from './Layout';

const Box = styled.div`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.ink};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const meta = {
  title: 'Design system/Container',
  component: Container,
  args: { children: <Box>Page content, centred at the container width</Box> },
} satisfies Meta<typeof Container>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Content centred at the theme's container width, with padding that grows with the screen. */
export const Default: Story = {};

/** As a landmark, e.g. a page's main section. */
export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Example section' },
};
