export { Container, Stack } from './Layout';
export type { SpaceToken, StackProps } from './Layout';
