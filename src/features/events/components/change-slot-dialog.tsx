import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import type { Booking } from '../../../contracts/bookings';
import type { EventSummary } from '../../../contracts/events';
import { clockString } from '../../../domain/clock';
import { track } from '../../../lib/analytics';
import { useChangeBooking } from '../api/change-booking';
import { apiErrorKeys } from '../utils/api-error-keys';
import { ChangePricePreview } from './change-price-preview';
import { TimeSelect } from './time-select';

type Props = {
  event: EventSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChanged: (booking: Booking) => void;
};

/** Moves the event to another slot of the same space; a taken slot is said in the page's language. */
export function ChangeSlotDialog({ event, open, onOpenChange, onChanged }: Props) {
  const { t } = useTranslation(['events', 'errors']);
  const change = useChangeBooking(event.booking_id);
  const [values, setValues] = useState({ day: event.day, start: event.start, end: event.end });
  const [error, setError] = useState<string>();

  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    setError(undefined);
    try {
      // The API's own rules for a slot, fetched with the first change asked for.
      const { changeBookingSchema } = await import(
        /* webpackChunkName: "form-schemas" */ '../../../contracts/bookings'
      );
      const parsed = changeBookingSchema.safeParse(values);
      if (!parsed.success || parsed.data.end <= parsed.data.start) {
        setError(t('detail.change.invalid'));
        return;
      }
      const booking = await change.mutateAsync({
        kind: 'change',
        day: parsed.data.day,
        start: clockString(parsed.data.start),
        end: clockString(parsed.data.end),
      });
      track('event-change', {
        event_id: event.id,
        booking_id: event.booking_id,
        duration: parsed.data.end - parsed.data.start,
      });
      toast.success(t(booking.pending_change ? 'detail.change.held' : 'detail.change.done'));
      onChanged(booking);
      onOpenChange(false);
    } catch (failure) {
      setError(t(apiErrorKeys(failure)));
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('detail.close')}>
        <DialogTitle>{t('detail.change.title')}</DialogTitle>
        <DialogDescription>{t('detail.change.lead')}</DialogDescription>
        <form noValidate onSubmit={submit} className="mt-4 space-y-4">
          <Field
            label={t('detail.change.day')}
            type="date"
            required
            value={values.day}
            onChange={(e) => setValues({ ...values, day: e.target.value })}
          />
          <div className="grid grid-cols-2 gap-3">
            <TimeSelect
              label={t('detail.change.start')}
              value={values.start}
              onChange={(e) => setValues({ ...values, start: e.target.value })}
            />
            <TimeSelect
              label={t('detail.change.end')}
              value={values.end}
              onChange={(e) => setValues({ ...values, end: e.target.value })}
            />
          </div>
          {open && (
            <ChangePricePreview
              bookingId={event.booking_id}
              asked={values.end > values.start ? values : null}
            />
          )}
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <Button type="submit" fullWidth loading={change.isPending}>
            {t('detail.change.submit')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
