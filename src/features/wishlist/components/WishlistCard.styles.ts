import styled from 'styled-components';
import { productBrandStyles, productNameStyles, twoLineClampStyles } from '@/shared/ui';
import { theme } from '@/shared/theme';

export const CardRoot = styled.article`
  position: relative;
  display: grid;
  grid-template-rows: auto 1fr;
  height: 100%;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  overflow: hidden;
  transition: box-shadow ${theme.duration.normal} ease-out;

  &:hover,
  &:focus-within {
    box-shadow: ${theme.shadow.md};
  }
  ${theme.media.reducedMotion} {
    transition: none;
  }
`;

export const HeartSlot = styled.div`
  position: absolute;
  top: ${theme.space.sm};
  right: ${theme.space.sm};
  button {
    color: ${theme.color.brand};
    box-shadow: ${theme.shadow.sm};
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  min-width: 0;
  padding: ${theme.space.md};
`;

export const Brand = styled.p`
  ${productBrandStyles}
`;

export const Name = styled.h2`
  ${productNameStyles}
  font-size: ${theme.fontSize.md};
  ${twoLineClampStyles}
`;

export const Actions = styled.div`
  margin-top: auto;
  padding-top: ${theme.space.sm};
`;

/** 'Price dropped by ₹n': good news, in the success colour. */
export const PriceDrop = styled.p`
  align-self: flex-start;
  margin: 0;
  padding: ${theme.space.xxs} ${theme.space.sm};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.successSoft};
  color: ${theme.color.success};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.bold};
`;
