import styled from 'styled-components';

export const Section = styled.section`
  padding-block: ${({ theme }) => theme.space.xxl};

  ${({ theme }) => theme.media.md} {
    padding-block: ${({ theme }) => theme.space.xxxl};
  }
`;

export const Newsletter = styled.section`
  margin-block: ${({ theme }) => theme.space.xxl};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.color.brandSoft} 0%,
    ${({ theme }) => theme.color.accentSoft} 100%
  );
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;

  ${({ theme }) => theme.media.md} {
    margin-block: ${({ theme }) => theme.space.xxxl};
    padding: ${({ theme }) => theme.space.xxl};
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-family: ${({ theme }) => theme.font.display};
    font-size: ${({ theme }) => theme.fontSize.xxl};
    color: ${({ theme }) => theme.color.brand};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.inkMuted};
  }
`;
