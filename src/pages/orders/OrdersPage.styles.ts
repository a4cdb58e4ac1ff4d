import styled from 'styled-components';

export const PageHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.xl};

  h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.inkMuted};
  }
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;
