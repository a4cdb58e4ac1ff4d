import type { ComponentPropsWithRef, CSSProperties, ElementType } from 'react';
import styled from 'styled-components';
import type { Theme } from '@/shared/theme';

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

export type SpaceToken = keyof Theme['space'];

interface StackStyle {
  $gap: SpaceToken;
  $direction: 'row' | 'column';
  $align?: CSSProperties['alignItems'];
  $justify?: CSSProperties['justifyContent'];
  $wrap: boolean;
}

const StackRoot = styled.div<StackStyle>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  align-items: ${({ $align }) => $align ?? 'stretch'};
  justify-content: ${({ $justify }) => $justify ?? 'flex-start'};
`;

export type StackProps = ComponentPropsWithRef<'div'> & {
  /** Space between children, a theme space token (default 'md'). */
  gap?: SpaceToken;
  direction?: 'row' | 'column';
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  /** Let row items wrap onto new lines (default true for rows). */
  wrap?: boolean;
  /** Element to render, e.g. 'ul', 'section' (default 'div'). */
  as?: ElementType;
};

/** Lays children out in a column (default) or a row with a theme gap. */
export function Stack({ gap = 'md', direction = 'column', align, justify, wrap, as, ...props }: StackProps) {
  return (
    <StackRoot
      as={as}
      $gap={gap}
      $direction={direction}
      $align={align}
      $justify={justify}
      $wrap={wrap ?? direction === 'row'}
      {...props}
    />
  );
}
