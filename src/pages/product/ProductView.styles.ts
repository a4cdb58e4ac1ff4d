import styled from 'styled-components';
import { Container } from '@/shared/ui';
import { theme } from '@/shared/theme';

export const Page = styled(Container)`
  padding-top: ${theme.space.xs};
`;

export const Section = styled.section`
  padding-top: ${theme.space.xxl};

  ${theme.media.md} {
    padding-top: ${theme.space.xxxl};
  }

  & > h2 {
    font-family: ${theme.font.display};
    font-size: ${theme.fontSize.xxl};
    margin-bottom: ${theme.space.lg};
  }
`;

export const ReviewsHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space.sm} ${theme.space.lg};
  margin-bottom: ${theme.space.lg};

  h2 {
    margin: 0;
    font-family: ${theme.font.display};
    font-size: ${theme.fontSize.xxl};
  }
`;
