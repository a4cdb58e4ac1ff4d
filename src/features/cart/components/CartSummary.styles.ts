import styled from 'styled-components';
import { theme } from '@/shared/theme';

export const SummaryRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  padding: ${theme.space.xl};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${theme.fontSize.xl};
`;

export const Note = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  margin: 0;
  font-size: ${theme.fontSize.sm};
  color: ${theme.color.inkMuted};
`;
