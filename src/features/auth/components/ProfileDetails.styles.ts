import styled from 'styled-components';

export const CardHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

export const Details = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    color: ${({ theme }) => theme.color.inkMuted};
  }
  dd {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

export const Missing = styled.span`
  color: ${({ theme }) => theme.color.inkSubtle};
  font-style: italic;
`;
