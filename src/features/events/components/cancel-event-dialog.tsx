import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import type { CancellationQuote } from '../../../contracts/bookings';
import type { EventSummary } from '../../../contracts/events';
import { formatPrice } from '../../../domain/money';
import { track } from '../../../lib/analytics';
import { toLocale } from '../../../lib/locale';
import { useChangeBooking } from '../api/change-booking';
import { useCancellationQuote } from '../api/get-cancellation-quote';
import { apiErrorKeys } from '../utils/api-error-keys';

type Props = { event: EventSummary; open: boolean; onOpenChange: (open: boolean) => void };

/** The refund in euros and the policy line that gives it, before the user confirms (docs/business-rules.md §2). */
function RefundLine({ quote }: { quote: CancellationQuote }) {
  const { t, i18n } = useTranslation('events');
  const amount = formatPrice(quote.refund, toLocale(i18n.language));
  const policy = {
    full: quote.policy.full_hours,
    partial: quote.policy.partial_hours,
    percent: quote.policy.partial_percent,
  };
  return (
    <div className="mt-4 rounded-xl bg-brand-50 p-3 text-sm">
      <p className="font-medium text-ink-900">
        {quote.rule === null
          ? t('detail.cancel.refund.nothingPaid')
          : t('detail.cancel.refund.amount', { amount })}
      </p>
      {quote.rule !== null && (
        <p className="mt-1 text-ink-700">{t(`detail.cancel.refund.${quote.rule}`, policy)}</p>
      )}
    </div>
  );
}

/** Asks once before cancelling, with what will be refunded: the slot is then free for anyone. */
export function CancelEventDialog({ event, open, onOpenChange }: Props) {
  const { t } = useTranslation(['events', 'errors']);
  const cancel = useChangeBooking(event.booking_id);
  const quote = useCancellationQuote(event.booking_id, open);
  const [error, setError] = useState<string>();

  const confirm = async () => {
    setError(undefined);
    try {
      await cancel.mutateAsync({ kind: 'cancel' });
      track('event-cancel', {
        event_id: event.id,
        booking_id: event.booking_id,
        duration: event.duration / 60,
      });
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
        {quote.data ? (
          <RefundLine quote={quote.data} />
        ) : (
          <p className="mt-4 h-12 animate-pulse rounded-xl bg-brand-50" aria-hidden />
        )}
        {error && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{t('detail.cancel.keep')}</Button>
          </DialogClose>
          <Button
            onClick={() => void confirm()}
            loading={cancel.isPending}
            disabled={!quote.data && !quote.isError}
          >
            {t('detail.cancel.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
