import { t } from '@/shared/i18n';
import { Button, Dialog } from '@/shared/ui';

export interface DeleteReviewDialogProps {
  open: boolean;
  /** 'Delete'. */
  onConfirm: () => void;
  /** 'Cancel' or Escape: focus goes back to 'Delete review'. */
  onClose: () => void;
}

/** 'Delete review''s question: an alert dialog 'Delete this review?' answered 'Delete' or 'Cancel'. */
export function DeleteReviewDialog({ open, onConfirm, onClose }: DeleteReviewDialogProps) {
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={t('Delete this review?')}
      description={t("It will be removed from this product's page on this device. This cannot be undone.")}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            {t('Delete')}
          </Button>
        </>
      }
    />
  );
}
