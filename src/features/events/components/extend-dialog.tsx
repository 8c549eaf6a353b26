import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import type { Booking } from '../../../contracts/bookings';
import type { EventSummary } from '../../../contracts/events';
import { BOOKABLE_END, SLOT_STEP, clockString, parseClock } from '../../../domain/clock';
import { track } from '../../../lib/analytics';
import { useChangeBooking } from '../api/change-booking';
import { apiErrorKeys } from '../utils/api-error-keys';
import { ChangePricePreview } from './change-price-preview';
import { TimeSelect } from './time-select';

type Props = {
  event: EventSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onExtended: (booking: Booking) => void;
};

/** More time after the end, if the space is free; the booking then owes the difference. */
export function ExtendDialog({ event, open, onOpenChange, onExtended }: Props) {
  const { t } = useTranslation(['events', 'errors']);
  const extend = useChangeBooking(event.booking_id);
  const currentEnd = parseClock(event.end) ?? 0;
  const first = Math.min(currentEnd + SLOT_STEP, BOOKABLE_END);
  const [end, setEnd] = useState(clockString(first));
  const [error, setError] = useState<string>();

  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    setError(undefined);
    try {
      const booking = await extend.mutateAsync({ kind: 'extend', end });
      track('event-extension', {
        event_id: event.id,
        booking_id: event.booking_id,
        duration: (parseClock(end) ?? currentEnd) - currentEnd,
      });
      toast.success(t(booking.pending_change ? 'detail.extend.held' : 'detail.extend.done'));
      onExtended(booking);
      onOpenChange(false);
    } catch (failure) {
      setError(t(apiErrorKeys(failure)));
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('detail.close')}>
        <DialogTitle>{t('detail.extend.title')}</DialogTitle>
        <DialogDescription>{t('detail.extend.lead')}</DialogDescription>
        <form noValidate onSubmit={submit} className="mt-4 space-y-4">
          <TimeSelect
            label={t('detail.extend.end')}
            from={first}
            value={end}
            onChange={(e) => setEnd(e.target.value)}
          />
          {open && currentEnd < BOOKABLE_END && (
            <ChangePricePreview bookingId={event.booking_id} asked={{ end }} />
          )}
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <Button type="submit" fullWidth loading={extend.isPending} disabled={currentEnd >= BOOKABLE_END}>
            {t('detail.extend.submit')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
