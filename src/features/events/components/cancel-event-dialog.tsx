import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import type { EventSummary } from '../../../contracts/events';
import { track } from '../../../lib/analytics';
import { useChangeBooking } from '../api/change-booking';
import { apiErrorKeys } from '../utils/api-error-keys';

type Props = { event: EventSummary; open: boolean; onOpenChange: (open: boolean) => void };

/** Asks once before cancelling: the slot is then free for anyone. */
export function CancelEventDialog({ event, open, onOpenChange }: Props) {
  const { t } = useTranslation(['events', 'errors']);
  const cancel = useChangeBooking(event.booking_id);
  const [error, setError] = useState<string>();

  const confirm = async () => {
    setError(undefined);
    try {
      await cancel.mutateAsync({ kind: 'cancel' });
      track('event-cancel', { event_id: event.id, booking_id: event.booking_id, duration: event.duration / 60 });
      toast.success(t('detail.cancel.done'));
      onOpenChange(false);
    } catch (failure) {
      setError(t(apiErrorKeys(failure)));
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('detail.close')}>
        <DialogTitle>{t('detail.cancel.title')}</DialogTitle>
        <DialogDescription>{t('detail.cancel.lead')}</DialogDescription>
        {error && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{t('detail.cancel.keep')}</Button>
          </DialogClose>
          <Button onClick={() => void confirm()} loading={cancel.isPending}>
            {t('detail.cancel.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
