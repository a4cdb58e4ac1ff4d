import { sizeKindOf, type Product } from '@/features/catalog';
import type { OrderView } from './afterSales';
import type { FitOutcome, SizeHistoryLine } from './recommendSize';

/**
 * The history a size is recommended from (issue 34): the lines of the delivered orders the shopper
 * sees on this device (the Orders screen's, sample orders included), each with its kind of garment
 * (from its product in the catalogue) and what became of it. A return request counts from the
 * moment it is made: a line asked back as 'Size too small' or 'Size too large' says so; a line
 * asked back for another reason (damaged, not as pictured, changed her mind) says nothing of its
 * fit and is left out, as is a line whose product is not at hand or has no garment sizes.
 */
export function sizeHistoryOf(
  views: readonly OrderView[],
  productOf: (id: number) => Product | undefined,
): SizeHistoryLine[] {
  return views.flatMap((view) => {
    const { order, returnRequest } = view;
    if (order.status !== 'delivered' || view.cancelled) return [];
    return order.items.flatMap((item): SizeHistoryLine[] => {
      const product = productOf(item.id);
      const kind = product ? sizeKindOf(product) : null;
      if (!product || kind === null) return [];
      const returned = returnRequest?.items.some((r) => r.id === item.id && r.size === item.size);
      const reason = returned ? returnRequest!.reason : undefined;
      if (reason !== undefined && reason !== 'tooSmall' && reason !== 'tooLarge') return [];
      const outcome: FitOutcome = reason ?? 'kept';
      const brand = item.brand ?? product.brand;
      return [
        {
          orderId: order.id,
          date: order.date,
          productId: item.id,
          name: item.name,
          ...(brand !== undefined && { brand }),
          kind,
          size: item.size,
          outcome,
        },
      ];
    });
  });
}

/** The products the history needs from the catalogue: those of the delivered orders' lines. */
export function historyProductIds(views: readonly OrderView[]): number[] {
  return [
    ...new Set(
      views
        .filter((view) => view.order.status === 'delivered' && !view.cancelled)
        .flatMap((view) => view.order.items.map((item) => item.id)),
    ),
  ];
}
