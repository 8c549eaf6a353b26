import { useTranslation } from 'next-i18next/pages';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useFormErrorMessage } from '../../../lib/form-errors';
import { useAddPaymentMethod } from '../../../lib/payment-methods/payment-methods';
import type { OfflineCardValues } from '../account-forms';
import { parseExpiry } from '../card-expiry';
import { useApiErrorMessage } from '../../../lib/use-api-error-message';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';

const cardResolver = lazyZodResolver(() =>
  import(/* webpackChunkName: "form-schemas" */ '../account-forms').then(
    (module) => module.offlineCardFormSchema,
  ),
);

/** The demo provider's card form (no Stripe configured): test numbers only, nothing is charged. */
export function OfflineCardForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('account');
  const errorMessage = useFormErrorMessage();
  const apiError = useApiErrorMessage();
  const add = useAddPaymentMethod();
  const { register, handleSubmit, formState } = useForm<OfflineCardValues>({
    resolver: cardResolver,
    defaultValues: { card_number: '', expiry: '', cvc: '' },
  });

  const submit = async (values: OfflineCardValues) => {
    const expiry = parseExpiry(values.expiry);
    if (!expiry) return;
    try {
      await add.mutateAsync({
        card_number: values.card_number.replace(/\s+/g, ''),
        exp_month: expiry.month,
        exp_year: expiry.year,
        cvc: values.cvc,
      });
      toast.success(t('paymentMethods.added'));
      onDone();
    } catch (error) {
      toast.error(apiError(error));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
      <p className="rounded-xl bg-brand-50 p-3 text-sm text-ink-700">{t('paymentMethods.demoNotice')}</p>
      <Field
        label={t('fields.cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        required
        error={errorMessage('card_number', formState.errors.card_number)}
        {...register('card_number')}
      />
      <div className="grid grid-cols-2 gap-4">
        <Field
          label={t('fields.expiry')}
          autoComplete="cc-exp"
          placeholder={t('paymentMethods.expiryPlaceholder')}
          required
          error={errorMessage('expiry', formState.errors.expiry)}
          {...register('expiry')}
        />
        <Field
          label={t('fields.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          required
          error={errorMessage('cvc', formState.errors.cvc)}
          {...register('cvc')}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={formState.isSubmitting}>
          {t('paymentMethods.saveCard')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
