import { useState } from 'react';
import { t } from '@/shared/i18n';
import { Button } from '../Button';
import { ShareIcon } from '../Icons';

/** How a share ended: the browser's share sheet took it, the link was copied, or neither worked. */
export type ShareOutcome = 'shared' | 'copied' | 'failed';

export interface ShareButtonProps {
  /** The address to share (absolute: the page's canonical URL). */
  url: string;
  /** The title the share sheet shows ("Chanderi Silk Anarkali Kurta by Biba"). */
  title: string;
  /** Called once the share is done; not called when the shopper closes the share sheet. */
  onShared: (outcome: ShareOutcome) => void;
  className?: string;
}

async function share(url: string, title: string): Promise<ShareOutcome | 'cancelled'> {
  const data = { title, url };
  if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      // The shopper closed the sheet: nothing to say. Anything else: copy the link instead.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/**
 * "Share": the browser's share sheet (Web Share API) where there is one, as on phones; elsewhere it
 * copies the link to the clipboard. The caller says what happened (a toast: 'Link copied').
 */
export function ShareButton({ url, title, onShared, className }: ShareButtonProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="ghost"
      size="sm"
      className={className}
      startIcon={<ShareIcon />}
      loading={busy}
      onClick={() => {
        setBusy(true);
        void share(url, title).then((outcome) => {
          setBusy(false);
          if (outcome !== 'cancelled') onShared(outcome);
        });
      }}
    >
      {t('Share')}
    </Button>
  );
}
