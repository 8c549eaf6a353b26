import { useTranslation } from 'next-i18next/pages';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import type { AdminBookingDetail, AdminCancel } from '../../../contracts/admin';
import type { CancellationQuote } from '../../../contracts/bookings';
import { formatPrice } from '../../../domain/money';
import { toLocale } from '../../../lib/locale';
import { useApiErrorMessage } from '../../../lib/use-api-error-message';
import { useCancelBooking } from '../api/cancel-booking';
import { useCancellationQuote } from '../api/cancellation-quote';

type Refund = AdminCancel['refund'];

/** What the cancellation gave back, read from the history line it wrote (a refund is negative there). */
const refundedBy = (detail: AdminBookingDetail) =>
  -(detail.history.findLast((entry) => entry.action === 'cancelled')?.amount ?? 0);

/**
 * Cancels a booking for its customer, after a confirmation that shows what each choice refunds
 * (the policy's share or everything paid), as the API quotes it when the dialog opens.
 */
export function CancelBookingDialog({ detail }: { detail: AdminBookingDetail }) {
  const { t, i18n } = useTranslation('admin');
  const locale = toLocale(i18n.language);
  const apiError = useApiErrorMessage();
  const [open, setOpen] = useState(false);
  const [refund, setRefund] = useState<Refund>('policy');
  const [error, setError] = useState<string>();
  const quote = useCancellationQuote(detail.booking.id, open);
  const cancel = useCancelBooking(detail.booking.id);
  const name = useId();

  const change = (next: boolean) => {
    setOpen(next);
    setError(undefined);
    if (next) setRefund('policy');
  };
  const confirm = async () => {
    setError(undefined);
    try {
      const after = await cancel.mutateAsync({ refund });
      const amount = refundedBy(after);
      toast.success(
        amount > 0 ? t('cancel.done', { amount: formatPrice(amount, locale) }) : t('cancel.doneNoRefund'),
      );
      setOpen(false);
    } catch (failure) {
      setError(apiError(failure));
    }
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button variant="secondary">{t('cancel.open')}</Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('cancel.close')}>
        <DialogTitle>{t('cancel.title')}</DialogTitle>
        <DialogDescription>{t('cancel.description', { email: detail.organizer.email })}</DialogDescription>
        <fieldset className="mt-4 space-y-2">
          <legend className="text-sm font-medium text-ink-900">{t('cancel.refund')}</legend>
          {(['policy', 'full'] as const).map((choice) => (
            <label
              key={choice}
              className="flex cursor-pointer gap-3 rounded-xl p-3 ring-1 ring-brand-100 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
            >
              <input
                type="radio"
                name={name}
                value={choice}
                checked={refund === choice}
                onChange={() => setRefund(choice)}
                className="mt-1"
              />
              <span className="text-sm">
                <span className="block font-medium text-ink-900">{t(`cancel.${choice}`)}</span>
                <RefundAmount choice={choice} quote={quote.data} />
              </span>
            </label>
          ))}
        </fieldset>
        {error && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="ghost">{t('cancel.keep')}</Button>
          </DialogClose>
          <Button loading={cancel.isPending} onClick={() => void confirm()}>
            {t('cancel.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The amount a choice gives back, once the API has quoted it; nothing said before (or if it could not). */
function RefundAmount({ choice, quote }: { choice: Refund; quote: CancellationQuote | undefined }) {
  const { t, i18n } = useTranslation('admin');
  const locale = toLocale(i18n.language);
  if (!quote) return null;
  const amount = choice === 'full' ? quote.paid : quote.refund;
  const rule =
    choice === 'policy' && quote.rule
      ? t(`cancel.rules.${quote.rule}`, { percent: quote.policy.partial_percent })
      : undefined;
  return (
    <span className="block text-ink-700">
      {t('cancel.refunds', { amount: formatPrice(amount, locale) })}
      {rule && ` (${rule})`}
    </span>
  );
}
