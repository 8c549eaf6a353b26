import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { createSetupIntent, useAddPaymentMethod } from '../../../lib/payment-methods/payment-methods';
import { useApiErrorMessage } from '../../../lib/use-api-error-message';

const publishableKey = process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY ?? '';
// loadStripe never settles when its requests hang: give up after a while instead of spinning forever.
const STRIPE_LOAD_TIMEOUT_MS = 15_000;
let stripePromise: Promise<Stripe | null> | undefined;

function stripe(): Promise<Stripe | null> {
  stripePromise ??= Promise.race([
    loadStripe(publishableKey),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('Stripe did not load in time.')), STRIPE_LOAD_TIMEOUT_MS),
    ),
  ]).catch((error: unknown) => {
    stripePromise = undefined;
    throw error;
  });
  return stripePromise;
}

/** Stripe Elements with a SetupIntent: the card goes to Stripe, the API only keeps its PaymentMethod. */
export default function StripeCardForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation('account');
  const [setup, setSetup] = useState<{ secret: string; stripe: Stripe | null } | 'failed' | null>(null);

  useEffect(() => {
    let active = true;
    Promise.all([createSetupIntent(), stripe()])
      .then(([secret, instance]) => active && setSetup({ secret, stripe: instance }))
      .catch(() => active && setSetup('failed'));
    return () => {
      active = false;
    };
  }, []);

  if (setup === 'failed')
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('paymentMethods.stripeUnavailable')}
      </p>
    );
  if (!setup) return <div className="h-32 animate-pulse rounded-xl bg-brand-50" aria-busy="true" />;
  return (
    <Elements
      stripe={setup.stripe}
      options={{ clientSecret: setup.secret, locale: i18n.language === 'en' ? 'en' : 'fr' }}
    >
      <StripeSetupForm onDone={onDone} />
    </Elements>
  );
}

function StripeSetupForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('account');
  const stripeInstance = useStripe();
  const elements = useElements();
  const add = useAddPaymentMethod();
  const apiError = useApiErrorMessage();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripeInstance || !elements) return;
    setBusy(true);
    try {
      const { setupIntent, error } = await stripeInstance.confirmSetup({ elements, redirect: 'if_required' });
      if (error) {
        toast.error(error.message ?? t('paymentMethods.stripeUnavailable'));
        return;
      }
      const method = setupIntent.payment_method;
      const id = typeof method === 'string' ? method : method?.id;
      if (!id) throw new Error('SetupIntent without a PaymentMethod');
      await add.mutateAsync({ payment_method_id: id });
      toast.success(t('paymentMethods.added'));
      onDone();
    } catch (error) {
      toast.error(apiError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <PaymentElement />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={busy} disabled={!stripeInstance}>
          {t('paymentMethods.saveCard')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
