import styled from 'styled-components';
import { theme } from '@/shared/theme';

/** Centres page content at the theme's container width, with padding that grows with the screen. */
export const Container = styled.div`
  width: 100%;
  max-width: ${theme.size.container};
  margin-inline: auto;
  padding-inline: ${theme.space.lg};

  ${theme.media.md} {
    padding-inline: ${theme.space.xl};
  }
  ${theme.media.lg} {
    padding-inline: ${theme.space.xxl};
  }
`;
