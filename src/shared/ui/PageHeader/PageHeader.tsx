import type { ReactNode, Ref } from 'react';
import styled, { css } from 'styled-components';

type Layout = 'inline' | 'stacked' | 'section';

const Root = styled.div<{ $layout: Layout }>`
  display: flex;

  ${({ $layout, theme }) => {
    switch ($layout) {
      case 'inline':
        return css`
          flex-wrap: wrap;
          align-items: baseline;
          gap: ${theme.space.md};
          padding-block: ${theme.space.xl};
        `;
      case 'stacked':
        return css`
          flex-direction: column;
          gap: ${theme.space.lg};
          padding-block: ${theme.space.xl};
        `;
      case 'section':
        return css`
          flex-wrap: wrap;
          align-items: baseline;
          justify-content: space-between;
          gap: ${theme.space.sm};
          margin-bottom: ${theme.space.xl};
        `;
    }
  }}
`;

const Heading = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.xxl};
`;

const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
`;

export interface PageHeaderProps {
  /** The heading's text. */
  title: ReactNode;
  /** A muted line beside the heading (it wraps under it on narrow screens), e.g. "3 items". */
  subtitle?: ReactNode;
  /** What stands under the heading, such as the checkout steps; the header then stacks its parts. */
  children?: ReactNode;
  /**
   * 1 (default): the page's h1, with room above and below. 2: the head of a section of a page
   * (the home page's "Featured Products"): an h2, with the subtitle at the far end.
   */
  level?: 1 | 2;
  /** The heading's id, for `aria-labelledby` on the section it heads. */
  headingId?: string;
  /** The heading element, for pages that move focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
  /**
   * Lets the page focus the heading from script (tabIndex -1), e.g. after a removal takes away the
   * control that had focus.
   */
  focusable?: boolean;
}

/**
 * The head of a page (its h1 in the display face, with an optional muted line such as "3 items",
 * or with the checkout steps under it) or of a section of a page (an h2).
 */
export function PageHeader({
  title,
  subtitle,
  children,
  level = 1,
  headingId,
  headingRef,
  focusable = false,
}: PageHeaderProps) {
  const layout: Layout = level === 2 ? 'section' : children ? 'stacked' : 'inline';
  const hasSubtitle = subtitle !== undefined && subtitle !== null && subtitle !== false && subtitle !== '';
  return (
    <Root $layout={layout}>
      <Heading as={`h${level}`} id={headingId} ref={headingRef} tabIndex={focusable ? -1 : undefined}>
        {title}
      </Heading>
      {hasSubtitle && <Subtitle>{subtitle}</Subtitle>}
      {children}
    </Root>
  );
}
