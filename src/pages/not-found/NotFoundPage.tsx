import { usePageFocus } from '@/shared/lib/usePageFocus';
import { NotFound } from '@/shared/ui';

/** Any address the shop does not know. */
export default function NotFoundPage() {
  usePageFocus();
  return <NotFound />;
}
