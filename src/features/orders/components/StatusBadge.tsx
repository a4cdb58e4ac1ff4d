import { Badge, type BadgeTone } from '@/shared/ui';
import type { DisplayStatus } from '../afterSales';

const STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  processing: { label: 'Processing', tone: 'warning' },
  shipped: { label: 'Shipped', tone: 'info' },
  delivered: { label: 'Delivered', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'danger' },
  returnRequested: { label: 'Return requested', tone: 'brand' },
};

const known = (status: DisplayStatus) => (Object.hasOwn(STATUS, status) ? STATUS[status] : undefined);

/** 'Processing', 'Shipped', 'Delivered', 'Cancelled', 'Return requested'; any other status reads 'Unknown'. */
export function statusLabel(status: DisplayStatus): string {
  return known(status)?.label ?? 'Unknown';
}

export interface StatusBadgeProps {
  status: DisplayStatus;
}

/** An order's status as a coloured badge. */
export function StatusBadge({ status }: StatusBadgeProps) {
  const info = known(status);
  return <Badge tone={info?.tone ?? 'neutral'}>{info?.label ?? 'Unknown'}</Badge>;
}
