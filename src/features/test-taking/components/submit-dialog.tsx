import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useTakeTestText } from '../lib/use-take-test-text';

interface SubmitDialogProps {
  open: boolean;
  missing: number;
  submitting: boolean;
  onClose: () => void;
  onSubmit: () => void;
}

/**
 * The spec's confirmation before submitting: with anything unanswered it offers only
 * 'Go Back & Add Response'; with everything answered, 'Go Back' and 'Submit Now'.
 */
export function SubmitDialog({ open, missing, submitting, onClose, onSubmit }: SubmitDialogProps) {
  const t = useTakeTestText();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('confirm.title')}
      description={missing > 0 ? t('confirm.missing', { count: missing }) : t('confirm.body')}
      actions={
        missing > 0 ? (
          <Button onClick={onClose}>{t('confirm.goBackAdd')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('confirm.goBack')}
            </Button>
            <Button onClick={onSubmit} busy={submitting} busyLabel={t('submitting')}>
              {t('confirm.submitNow')}
            </Button>
          </>
        )
      }
    >
      {missing > 0 ? <p>{t('confirm.body')}</p> : null}
    </Dialog>
  );
}
