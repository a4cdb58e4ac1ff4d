import type { Meta, StoryObj } from '@storybook/react-webpack5';
import styled from 'styled-components';
import { Container, Stack } from './Layout';

const Box = styled.div`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.ink};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const meta = {
  title: 'Design system/Layout',
  component: Stack,
  args: { gap: 'md', direction: 'column' },
  argTypes: {
    gap: { control: 'select', options: ['xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] },
    direction: { control: 'inline-radio', options: ['column', 'row'] },
  },
  render: (args) => (
    <Container>
      <Stack {...args}>
        <Box>One</Box>
        <Box>Two</Box>
        <Box>Three</Box>
      </Stack>
    </Container>
  ),
} satisfies Meta<typeof Stack>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Column: Story = {};

export const Row: Story = { args: { direction: 'row', gap: 'lg', align: 'center' } };

export const AsList: Story = {
  args: { as: 'ul', gap: 'sm' },
  render: (args) => (
    <Container>
      <Stack {...args} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        <li>Free shipping over ₹999</li>
        <li>30-day returns</li>
        <li>Secure payments</li>
      </Stack>
    </Container>
  ),
};
