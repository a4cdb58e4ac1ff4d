import styled from 'styled-components';
import { Container } from '@/shared/ui';

/** The search page's frame, heading and search row: SearchPage's and its skeleton's, so both lay out alike. */
export const SearchFrame = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.xxxl};
`;

export const SearchHeading = styled.h1`
  font-size: ${({ theme }) => theme.fontSize.xxl};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export const SearchRow = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;
