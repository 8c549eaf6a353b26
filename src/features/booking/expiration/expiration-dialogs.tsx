import { useTranslation } from 'next-i18next/pages';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';

export type ExpirationDialogsProps = {
  warning: boolean;
  expired: boolean;
  minutesLeft: number;
  onDismiss: () => void;
  onBack: () => void;
};

/** The warning before a hold runs out (dismissable) and the expired state (cannot be closed). */
export function ExpirationDialogs({
  warning,
  expired,
  minutesLeft,
  onDismiss,
  onBack,
}: ExpirationDialogsProps) {
  const { t } = useTranslation('booking');
  return (
    <>
      <Dialog open={warning} onOpenChange={(open) => !open && onDismiss()}>
        <DialogContent role="alertdialog">
          <DialogTitle>{t('expiration.warningTitle')}</DialogTitle>
          <DialogDescription>{t('expiration.warning', { count: minutesLeft })}</DialogDescription>
          <Button className="mt-5" fullWidth onClick={onDismiss}>
            {t('expiration.keepGoing')}
          </Button>
        </DialogContent>
      </Dialog>
      <Dialog open={expired}>
        {/* Cannot be closed: no close button, Escape and outside clicks do nothing. */}
        <DialogContent
          role="alertdialog"
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <DialogTitle>{t('expiration.expiredTitle')}</DialogTitle>
          <DialogDescription>{t('hold.expired')}</DialogDescription>
          <Button className="mt-5" fullWidth onClick={onBack}>
            {t('hold.backToSpace')}
          </Button>
        </DialogContent>
      </Dialog>
    </>
  );
}
