import styled from 'styled-components';
import { Container } from '@/shared/ui';

export const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xs};
`;

export const Section = styled.section`
  padding-top: ${({ theme }) => theme.space.xxl};

  ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space.xxxl};
  }

  & > h2 {
    font-family: ${({ theme }) => theme.font.display};
    font-size: ${({ theme }) => theme.fontSize.xxl};
    margin-bottom: ${({ theme }) => theme.space.lg};
  }
`;

export const ReviewsHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};

  h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
`;
