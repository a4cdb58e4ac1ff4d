import styled from 'styled-components';
import { productNameStyles } from '@/shared/ui';

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li<{ $compact: boolean }>`
  display: grid;
  grid-template-columns: ${({ $compact }) => ($compact ? '3rem' : '4rem')} minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
`;

/** Name and details, then the amount beside them; on a narrow card the amount goes below. */
export const Body = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  min-width: 0;
`;

export const Text = styled.div`
  display: flex;
  flex: 1 1 8rem;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

export const Name = styled.span`
  ${productNameStyles}
`;

export const Small = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

export const Amount = styled.div`
  display: flex;
  margin-left: auto;
  flex-direction: column;
  align-items: flex-end;
  text-align: right;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;
