import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { Booking } from '../../../contracts/bookings';
import { apiErrorOf } from '../../../lib/api-session';
import { confirmBooking } from '../api/confirm-booking';
import { TermsCheckbox, useTermsAcceptance } from './terms-checkbox';

type Props = {
  bookingId: string;
  disabled: boolean;
  onConfirmed: (booking: Booking) => void;
  onRefused: (code: string | undefined) => void;
};

/** Nothing to pay: no card is asked; the terms of sale accepted, one button confirms (docs/business-rules.md §1, a zero total). */
export function ConfirmFree({ bookingId, disabled, onConfirmed, onRefused }: Props) {
  const { t } = useTranslation(['booking', 'errors']);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const terms = useTermsAcceptance();
  const confirm = async () => {
    if (!terms.accepted()) return;
    setBusy(true);
    setError(undefined);
    try {
      onConfirmed(await confirmBooking(bookingId));
    } catch (failure) {
      const code = apiErrorOf(failure)?.code;
      setError(t(code ? `errors:api.${code}` : 'errors:api.INTERNAL'));
      onRefused(code);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-700">{t('payment.nothingToPay')}</p>
      <TermsCheckbox action="confirm" {...terms.checkbox} />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button fullWidth size="large" loading={busy} disabled={disabled} onClick={() => void confirm()}>
        {t('payment.confirmFree')}
      </Button>
    </div>
  );
}
