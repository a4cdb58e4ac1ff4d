import { t, word, type WordKey } from '@/shared/i18n';
import { Badge, type BadgeTone } from '@/shared/ui';
import type { DisplayStatus } from '../afterSales';

/** The statuses' codes stay English in data; their labels are English keys, translated when shown. */
const STATUS: Record<string, { label: WordKey; tone: BadgeTone }> = {
  processing: { label: word('Processing'), tone: 'warning' },
  shipped: { label: word('Shipped'), tone: 'info' },
  delivered: { label: word('Delivered'), tone: 'success' },
  cancelled: { label: word('Cancelled'), tone: 'danger' },
  returnRequested: { label: word('Return requested'), tone: 'brand' },
};

const known = (status: DisplayStatus) => (Object.hasOwn(STATUS, status) ? STATUS[status] : undefined);

/**
 * 'Processing', 'Shipped', 'Delivered', 'Cancelled', 'Return requested'; any other status reads
 * 'Unknown'. In the page's edition.
 */
export function statusLabel(status: DisplayStatus): string {
  return t(known(status)?.label ?? 'Unknown');
}

export interface StatusBadgeProps {
  status: DisplayStatus;
}

/** An order's status as a coloured badge. */
export function StatusBadge({ status }: StatusBadgeProps) {
  return <Badge tone={known(status)?.tone ?? 'neutral'}>{statusLabel(status)}</Badge>;
}
