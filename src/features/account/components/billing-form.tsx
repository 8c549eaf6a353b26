import { useTranslation } from 'next-i18next/pages';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Field, inputClassName } from '../../../components/ui/field';
import type { Account } from '../../../contracts/account';
import { BILLING_COUNTRIES, normaliseVatNumber } from '../../../contracts/account-values';
import { useFormErrorMessage } from '../../../lib/form-errors';
import type { BillingValues } from '../account-forms';
import { useUpdateAccount } from '../api/update-account';
import { useApiErrorMessage } from '../../../lib/use-api-error-message';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';

const billingResolver = lazyZodResolver(() =>
  import(/* webpackChunkName: "form-schemas" */ '../account-forms').then(
    (module) => module.billingFormSchema,
  ),
);

const isBillingCountry = (value: string | null): value is BillingValues['country'] =>
  (BILLING_COUNTRIES as readonly (string | null)[]).includes(value);

function valuesOf(account: Account): BillingValues {
  const { billing_address: address } = account;
  return {
    address: address.address ?? '',
    city: address.city ?? '',
    country: isBillingCountry(address.country) ? address.country : 'FR',
    postal_code: address.postal_code ?? '',
    business: account.business,
    company_name: account.company_name ?? '',
    vat_number: account.vat_number ?? '',
  };
}

/** Billing address and the business switch, saved together with PATCH /account. */
export function BillingForm({ account }: { account: Account }) {
  const { t, i18n } = useTranslation('account');
  const errorMessage = useFormErrorMessage();
  const apiError = useApiErrorMessage();
  const update = useUpdateAccount();
  const { register, handleSubmit, formState, watch, reset } = useForm<BillingValues>({
    resolver: billingResolver,
    defaultValues: valuesOf(account),
  });
  const business = watch('business');
  const readOnly = !account.can_manage;
  const countryNames = useMemo(
    () => new Intl.DisplayNames([i18n.language], { type: 'region' }),
    [i18n.language],
  );

  const submit = async (values: BillingValues) => {
    try {
      const saved = await update.mutateAsync({
        billing_address: {
          address: values.address,
          city: values.city,
          country: values.country,
          postal_code: values.postal_code,
        },
        business: values.business,
        company_name: values.business ? values.company_name : null,
        vat_number:
          values.business && values.vat_number !== '' ? normaliseVatNumber(values.vat_number) : null,
      });
      reset(valuesOf(saved));
      toast.success(t('billing.saved'));
    } catch (error) {
      toast.error(apiError(error));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
      {readOnly && <p className="rounded-xl bg-brand-50 p-3 text-sm text-ink-700">{t('billing.readOnly')}</p>}
      <fieldset disabled={readOnly} className="space-y-4">
        <legend className="sr-only">{t('billing.addressLegend')}</legend>
        <Field
          label={t('fields.address')}
          autoComplete="street-address"
          required
          error={errorMessage('address', formState.errors.address)}
          {...register('address')}
        />
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <Field
            label={t('fields.postalCode')}
            autoComplete="postal-code"
            required
            error={errorMessage('postal_code', formState.errors.postal_code)}
            {...register('postal_code')}
          />
          <Field
            label={t('fields.city')}
            autoComplete="address-level2"
            required
            error={errorMessage('city', formState.errors.city)}
            {...register('city')}
          />
        </div>
        <Field label={t('fields.country')} required error={errorMessage('country', formState.errors.country)}>
          {(control) => (
            <select className={inputClassName} autoComplete="country" {...control} {...register('country')}>
              {BILLING_COUNTRIES.map((code) => (
                <option key={code} value={code}>
                  {countryNames.of(code) ?? code}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>
      <fieldset disabled={readOnly} className="space-y-4 border-t border-brand-100 pt-4">
        <legend className="sr-only">{t('billing.businessLegend')}</legend>
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            role="switch"
            className="mt-1 size-5 accent-brand-600"
            {...register('business')}
          />
          <span>
            <span className="block font-medium text-ink-900">{t('fields.business')}</span>
            <span className="block text-sm text-ink-500">{t('billing.businessHint')}</span>
          </span>
        </label>
        {business && (
          <>
            <Field
              label={t('fields.companyName')}
              autoComplete="organization"
              required
              error={errorMessage('company_name', formState.errors.company_name)}
              {...register('company_name')}
            />
            <Field
              label={t('fields.vatNumber')}
              hint={t('billing.vatHint')}
              autoCapitalize="characters"
              error={errorMessage('vat_number', formState.errors.vat_number)}
              {...register('vat_number')}
            />
          </>
        )}
      </fieldset>
      {!readOnly && (
        <Button type="submit" loading={formState.isSubmitting}>
          {t('save')}
        </Button>
      )}
    </form>
  );
}
