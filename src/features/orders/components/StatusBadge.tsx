import { Badge, type BadgeTone } from '@/shared/ui';
import type { Order } from '../ordersSlice';

const STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  processing: { label: 'Processing', tone: 'warning' },
  shipped: { label: 'Shipped', tone: 'info' },
  delivered: { label: 'Delivered', tone: 'success' },
};

const known = (status: Order['status']) => (Object.hasOwn(STATUS, status) ? STATUS[status] : undefined);

/** 'Processing', 'Shipped', 'Delivered'; any other status reads 'Unknown'. */
export function statusLabel(status: Order['status']): string {
  return known(status)?.label ?? 'Unknown';
}

export interface StatusBadgeProps {
  status: Order['status'];
}

/** An order's status as a coloured badge. */
export function StatusBadge({ status }: StatusBadgeProps) {
  const info = known(status);
  return <Badge tone={info?.tone ?? 'neutral'}>{info?.label ?? 'Unknown'}</Badge>;
}
