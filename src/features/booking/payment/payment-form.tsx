import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { PaymentInput } from '../../../contracts/bookings';
import { formatPrice } from '../../../domain/money';
import { TERMS_VERSION } from '../../../domain/terms';
import { apiErrorOf, httpStatusOf } from '../../../lib/api-session';
import { toLocale } from '../../../lib/locale';
import { usePaymentMethods } from '../../../lib/payment-methods/payment-methods';
import { OfflineCardForm } from './offline-card-form';
import { TermsCheckbox, useTermsAcceptance } from './terms-checkbox';

const stripeConfigured = Boolean(process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY);
// Stripe.js and Elements load only when a new card is typed in with Stripe configured.
const StripeNewCard = dynamic(() => import('./stripe-new-card'), { ssr: false });

export type PayOutcome = { status: 'succeeded' | 'requires_action'; clientSecret?: string };

export type PaymentFormProps = {
  /** What will be charged, in cents, as the API computed it. */
  amount: number;
  /** E.g. billing details still missing. */
  disabled: boolean;
  pay: (input: PaymentInput, idempotencyKey: string) => Promise<PayOutcome>;
  /** Called once paid; `pending` when 3-D Secure passed and Stripe's webhook confirms it. */
  onPaid: (pending: boolean) => void;
  /** Translated reasons for the API's refusals that the caller knows better (e.g. an expired hold). */
  onRefused?: (code: string) => void;
  /** A booking's payment: the payer ticks « I accept the terms of sale », whose version goes with it. */
  requireTerms?: boolean;
};

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random()}`;

/**
 * How to pay: a saved card of the account, or a new one (Stripe Elements when Stripe is
 * configured, otherwise the demo provider, labelled). Used by the booking, the balance and the
 * overstay payments. A refused payment says why and leaves everything as it was.
 */
export function PaymentForm({
  amount,
  disabled,
  pay,
  onPaid,
  onRefused,
  requireTerms = false,
}: PaymentFormProps) {
  const { t, i18n } = useTranslation(['booking', 'errors']);
  const locale = toLocale(i18n.language);
  const methods = usePaymentMethods();
  const [choice, setChoice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const terms = useTermsAcceptance();
  // One key per attempt; reused only when the previous attempt got no answer (a retry).
  const attempt = useRef<{ body: string; key: string; answered: boolean } | null>(null);

  const saved = methods.data ?? [];
  const selected = choice ?? saved.find((method) => method.is_default)?.id ?? saved[0]?.id ?? 'new';
  const submitLabel = t('payment.pay', { amount: formatPrice(amount, locale) });

  const payWith = async (chosen: PaymentInput) => {
    if (requireTerms && !terms.accepted()) return;
    const input: PaymentInput = requireTerms ? { ...chosen, terms_version: TERMS_VERSION } : chosen;
    const body = JSON.stringify(input);
    const previous = attempt.current;
    const key = previous && previous.body === body && !previous.answered ? previous.key : newKey();
    attempt.current = { body, key, answered: false };
    setBusy(true);
    setError(null);
    try {
      const outcome = await pay(input, key);
      attempt.current.answered = true;
      if (outcome.status === 'requires_action' && outcome.clientSecret) {
        const { completeCardAction } = await import('./stripe-client');
        const action = await completeCardAction(outcome.clientSecret);
        if (!action.ok) {
          setError(t([`payment.reasons.${action.code}`, 'payment.reasons.authentication_failed']));
          return;
        }
        onPaid(true);
        return;
      }
      onPaid(false);
    } catch (failure) {
      const apiError = apiErrorOf(failure);
      if (httpStatusOf(failure) !== undefined && attempt.current) attempt.current.answered = true;
      if (apiError?.code === 'PAYMENT_FAILED') {
        const reason = apiError.details[0]?.code ?? 'card_declined';
        setError(t([`payment.reasons.${reason}`, 'errors:api.PAYMENT_FAILED']));
      } else if (apiError) {
        onRefused?.(apiError.code);
        setError(t([`errors:api.${apiError.code}`, 'errors:generic']));
      } else {
        setError(t('payment.networkError'));
      }
    } finally {
      setBusy(false);
    }
  };

  // The choice depends on the saved cards: wait for them rather than switch under the user's finger.
  if (methods.isPending)
    return (
      <p aria-busy="true" className="min-h-40 text-sm text-ink-500">
        {t('loading')}
      </p>
    );

  return (
    <div className="space-y-4">
      {!stripeConfigured && (
        <p
          role="note"
          className="rounded-2xl bg-amber-50 p-4 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
        >
          {t('payment.demoNotice')}
        </p>
      )}
      <fieldset className="space-y-2" disabled={busy}>
        <legend className="mb-2 text-sm font-medium text-ink-700">{t('payment.method')}</legend>
        {saved.map((method) => (
          <label
            key={method.id}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl bg-white px-3 ring-1 ring-brand-100 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
          >
            <input
              type="radio"
              name="payment-method"
              value={method.id}
              checked={selected === method.id}
              onChange={() => setChoice(method.id)}
              className="size-4 accent-brand-600"
            />
            <span className="text-sm text-ink-900">
              {t('payment.savedCard', {
                brand: method.brand.toUpperCase(),
                last4: method.last4,
                month: String(method.exp_month).padStart(2, '0'),
                year: method.exp_year,
              })}
            </span>
          </label>
        ))}
        <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl bg-white px-3 ring-1 ring-brand-100 has-[:checked]:ring-2 has-[:checked]:ring-brand-600">
          <input
            type="radio"
            name="payment-method"
            value="new"
            checked={selected === 'new'}
            onChange={() => setChoice('new')}
            className="size-4 accent-brand-600"
          />
          <span className="text-sm text-ink-900">{t('payment.newCard')}</span>
        </label>
      </fieldset>

      {requireTerms && <TermsCheckbox {...terms.checkbox} />}

      {error && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      )}

      {selected !== 'new' && (
        <Button
          size="large"
          fullWidth
          disabled={disabled}
          loading={busy}
          onClick={() => void payWith({ payment_method_id: selected })}
        >
          {submitLabel}
        </Button>
      )}
      {selected === 'new' && stripeConfigured && !disabled && (
        <StripeNewCard submitLabel={submitLabel} onSaved={(id) => payWith({ payment_method_id: id })} />
      )}
      {selected === 'new' && stripeConfigured && disabled && (
        <Button size="large" fullWidth disabled>
          {submitLabel}
        </Button>
      )}
      {selected === 'new' && !stripeConfigured && (
        <OfflineCardForm submitLabel={submitLabel} disabled={disabled || busy} onSubmit={payWith} />
      )}
    </div>
  );
}
