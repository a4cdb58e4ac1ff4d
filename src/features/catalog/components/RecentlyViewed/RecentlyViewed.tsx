import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { t } from '@/shared/i18n';
import { Button, PageHeader } from '@/shared/ui';
import type { Product } from '../../types';
import { ProductGrid, type ProductGridProps } from '../ProductGrid';

const Section = styled.section`
  margin-block: ${({ theme }) => theme.space.xxl};
`;

export interface RecentlyViewedProps {
  /** The products to show, most recent first (the page leaves out the product it shows). */
  products: readonly Product[];
  /** 'Clear recently viewed'. */
  onClear: () => void;
  /** Renders one card: `renderProductCard` in the shop. */
  renderCard: ProductGridProps['renderCard'];
}

/** Whether a heading is seen on screen (not a visually hidden one, 1 px wide). */
const seen = (heading: HTMLElement) => {
  const { width, height } = heading.getBoundingClientRect();
  return width > 1 && height > 1;
};

/**
 * The heading focus goes to when `section` leaves the page: the next section's heading (the first
 * heading after it of the section's own rank or higher, h2 or h1), else the last one before it;
 * headings seen on screen first, so that the focus ring shows (where nothing is laid out, as in
 * jsdom, any heading).
 */
function headingAround(section: HTMLElement): HTMLElement | undefined {
  const all = [...document.querySelectorAll<HTMLElement>('h1, h2')].filter(
    (heading) => !section.contains(heading),
  );
  const visible = all.filter(seen);
  const headings = visible.length > 0 ? visible : all;
  const after = headings.find(
    (heading) => section.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  return (
    after ??
    headings.filter((h) => section.compareDocumentPosition(h) & Node.DOCUMENT_POSITION_PRECEDING).pop()
  );
}

/**
 * 'Recently viewed': a section labelled by its h2 with the products the shopper last looked at,
 * and 'Clear recently viewed'. Renders nothing when there is nothing to show. Clearing takes the
 * section, and the focused button with it, off the page: focus moves to the next section's heading
 * (else the one before), never to the document.
 */
export function RecentlyViewed({ products, onClear, renderCard }: RecentlyViewedProps) {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const focusNext = useRef<HTMLElement | undefined>(undefined);
  const empty = products.length === 0;
  useEffect(() => {
    const target = focusNext.current;
    if (!empty || !target) return;
    focusNext.current = undefined;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  }, [empty]);
  if (empty) return null;
  const clear = () => {
    focusNext.current = sectionRef.current ? headingAround(sectionRef.current) : undefined;
    onClear();
  };
  return (
    <Section aria-labelledby={headingId} ref={sectionRef}>
      <PageHeader
        level={2}
        headingId={headingId}
        title={t('Recently viewed')}
        subtitle={
          <Button variant="ghost" size="sm" onClick={clear}>
            {t('Clear recently viewed')}
          </Button>
        }
      />
      <ProductGrid products={products} renderCard={renderCard} aria-labelledby={headingId} />
    </Section>
  );
}
