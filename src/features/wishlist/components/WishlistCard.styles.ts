import styled from 'styled-components';
import { productBrandStyles, productNameStyles, twoLineClampStyles } from '@/shared/ui';

export const CardRoot = styled.article`
  position: relative;
  display: grid;
  grid-template-rows: auto 1fr;
  height: 100%;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  transition: box-shadow ${({ theme }) => theme.duration.normal} ease-out;

  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

export const HeartSlot = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  button {
    color: ${({ theme }) => theme.color.brand};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
`;

export const Brand = styled.p`
  ${productBrandStyles}
`;

export const Name = styled.h2`
  ${productNameStyles}
  font-size: ${({ theme }) => theme.fontSize.md};
  ${twoLineClampStyles}
`;

export const Actions = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
`;

/** 'Price dropped by ₹n': good news, in the success colour. */
export const PriceDrop = styled.p`
  align-self: flex-start;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.successSoft};
  color: ${({ theme }) => theme.color.success};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;
