import styled from 'styled-components';

/** Centres page content at the theme's container width, with padding that grows with the screen. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.size.container};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.space.xl};
  }
  ${({ theme }) => theme.media.lg} {
    padding-inline: ${({ theme }) => theme.space.xxl};
  }
`;
