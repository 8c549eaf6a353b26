import { useTranslation } from 'next-i18next/pages';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import type { PaymentInput } from '../../../contracts/bookings';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import type { CardValues } from '../booking-form-schemas';

const cardResolver = lazyZodResolver(() =>
  import(/* webpackChunkName: "form-schemas" */ '../booking-form-schemas').then(
    (module) => module.cardSchema,
  ),
);

export type OfflineCardFormProps = {
  submitLabel: string;
  disabled: boolean;
  onSubmit: (input: PaymentInput) => Promise<void>;
};

/** A card typed in for the demo provider, which charges nothing (the notice above says so). */
export function OfflineCardForm({ submitLabel, disabled, onSubmit }: OfflineCardFormProps) {
  const { t } = useTranslation('booking');
  const { register, handleSubmit, formState } = useForm<CardValues>({
    resolver: cardResolver,
    defaultValues: { number: '', expiry: '', cvc: '' },
  });
  const message = (error?: { message?: string }) => (error?.message ? t(error.message) : undefined);

  const submit = ({ number, expiry, cvc }: CardValues) => {
    const [month = '', year = ''] = expiry.split('/').map((part) => part.trim());
    return onSubmit({
      card: {
        number: number.replace(/\s+/g, ''),
        exp_month: Number(month),
        exp_year: 2000 + Number(year),
        cvc,
      },
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
      <Field
        label={t('payment.cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        required
        error={message(formState.errors.number)}
        {...register('number')}
      />
      <div className="grid grid-cols-2 gap-3">
        <Field
          label={t('payment.expiry')}
          placeholder={t('payment.expiryPlaceholder')}
          autoComplete="cc-exp"
          required
          error={message(formState.errors.expiry)}
          {...register('expiry')}
        />
        <Field
          label={t('payment.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          required
          error={message(formState.errors.cvc)}
          {...register('cvc')}
        />
      </div>
      <Button type="submit" size="large" fullWidth disabled={disabled} loading={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
