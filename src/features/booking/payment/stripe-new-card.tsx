import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { createSetupIntent, useAddPaymentMethod } from '../../../lib/payment-methods/payment-methods';
import { getStripe } from './stripe-client';

export type StripeNewCardProps = { submitLabel: string; onSaved: (paymentMethodId: string) => Promise<void> };

/**
 * A new card typed into Stripe Elements (card details never reach our server): confirmed by a
 * SetupIntent (3-D Secure included), saved on the account, then paid with like any saved card.
 * Loaded on demand, so Stripe.js is requested only when this shows.
 */
export default function StripeNewCard(props: StripeNewCardProps) {
  const [stripe] = useState(getStripe);
  return (
    <Elements stripe={stripe}>
      <CardForm {...props} />
    </Elements>
  );
}

function CardForm({ submitLabel, onSaved }: StripeNewCardProps) {
  const { t } = useTranslation('booking');
  const stripe = useStripe();
  const elements = useElements();
  const save = useAddPaymentMethod();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setBusy(true);
    setError(null);
    try {
      const clientSecret = await createSetupIntent();
      const { error: refused, setupIntent } = await stripe.confirmCardSetup(clientSecret, {
        payment_method: { card },
      });
      const method = setupIntent?.payment_method;
      if (refused || !method) {
        setError(
          t([
            `payment.reasons.${refused?.decline_code ?? refused?.code ?? 'card_declined'}`,
            'payment.reasons.card_declined',
          ]),
        );
        return;
      }
      // Saved on the account like a card added from the account area: its list shows it at once.
      const saved = await save.mutateAsync({
        payment_method_id: typeof method === 'string' ? method : method.id,
      });
      await onSaved(saved.id);
    } catch {
      setError(t('payment.cardNotSaved'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4">
      <label className="block space-y-1.5 text-sm font-medium text-ink-700">
        <span>{t('payment.cardDetails')}</span>
        <div className="rounded-xl bg-white px-3 py-3 ring-1 ring-inset ring-ink-500/30">
          <CardElement options={{ hidePostalCode: true }} />
        </div>
      </label>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" size="large" fullWidth loading={busy} disabled={!stripe}>
        {submitLabel}
      </Button>
    </form>
  );
}
