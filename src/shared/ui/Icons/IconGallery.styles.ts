import styled from 'styled-components';
import { theme } from '@/shared/theme';

/** The icon stories' gallery: a grid of named tiles. */
export const Gallery = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr));
  gap: ${theme.space.lg};
  color: ${theme.color.ink};
`;

export const Tile = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  font-size: ${theme.fontSize.sm};
`;
