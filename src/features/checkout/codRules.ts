import { lookupPincode } from '@/features/delivery';
import { t } from '@/shared/i18n';
import { COD_LIMIT } from '@/shared/lib/constants';
import { formatINR } from '@/shared/lib/money';

/**
 * Why Cash on Delivery is not offered (issue 17), as the Payment step says it: in the page's
 * edition, made when asked for (never at import, before the edition is set).
 */
export const COD_MSG = {
  overLimit: () =>
    t('Cash on Delivery is available on orders up to {limit}', { limit: formatINR(COD_LIMIT) }),
  notForPincode: (pincode: string) => t('Cash on Delivery is not available for {pincode}', { pincode }),
} as const;

/**
 * The reasons Cash on Delivery is not offered for an order (none: it is): a total, tax included,
 * over the limit; a shipping pincode whose district takes prepaid orders only.
 */
export function codRefusals(total: number, pincode: string): string[] {
  const reasons: string[] = [];
  if (total > COD_LIMIT) reasons.push(COD_MSG.overLimit());
  const zone = lookupPincode(pincode.trim());
  if (zone && !zone.cod) reasons.push(COD_MSG.notForPincode(pincode.trim()));
  return reasons;
}
