import { useTranslation } from 'next-i18next/pages';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Field, inputClassName } from '../../../components/ui/field';
import type { Account } from '../../../contracts/account';
import { BILLING_COUNTRIES } from '../../../contracts/account-values';
import type { Me } from '../../../contracts/me';
import { profileFlags } from '../../../domain/profile-flags';
import { useFormErrorMessage } from '../../../lib/form-errors';
import { useUpdateMe } from '../../../lib/me/update-me';
import { useUpdateAccount } from '../api/update-account';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import type { BillingInput, BillingOutput, PersonalInput, PersonalValues } from '../booking-form-schemas';

const personalResolver = lazyZodResolver(() =>
  import(/* webpackChunkName: "form-schemas" */ '../booking-form-schemas').then(
    (module) => module.personalSchema,
  ),
);
const billingAddressResolver = lazyZodResolver(() =>
  import(/* webpackChunkName: "form-schemas" */ '../booking-form-schemas').then(
    (module) => module.billingAddressInputSchema,
  ),
);

/**
 * Who pays and the billing address, from GET /me and GET /account. docs/product.md §4: missing
 * personal or billing fields are completed here first (PATCH /me, PATCH /account) before the
 * payment opens.
 */
/** A country's name in the page's language ("France", not "FR"). */
function useCountryName(): (code: string) => string {
  const { i18n } = useTranslation();
  const names = useMemo(() => new Intl.DisplayNames([i18n.language], { type: 'region' }), [i18n.language]);
  return (code) => {
    try {
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  };
}

export function BillingDetails({ me, account }: { me: Me; account: Account }) {
  const { t } = useTranslation('booking');
  const countryName = useCountryName();
  const flags = profileFlags(me, account);
  const address = account.billing_address;
  return (
    <section
      aria-labelledby="billing-title"
      className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-brand-100"
    >
      <h2 id="billing-title" className="text-lg font-semibold text-ink-900">
        {t('billing.title')}
      </h2>
      {flags.personalInfoIncomplete ? (
        <PersonalInfoForm me={me} />
      ) : (
        <p className="text-sm text-ink-700">
          {me.first_name} {me.last_name} · {me.email} · {me.phone}
        </p>
      )}
      {flags.billingIncomplete && account.can_manage && <BillingAddressForm account={account} />}
      {flags.billingIncomplete && !account.can_manage && (
        <p role="alert" className="text-sm text-red-700">
          {t('billing.askAdmin')}
        </p>
      )}
      {!flags.billingIncomplete && (
        <p className="text-sm text-ink-700">
          {account.business && account.company_name ? `${account.company_name} · ` : ''}
          {address.address}, {address.postal_code} {address.city},{' '}
          {address.country && countryName(address.country)}
        </p>
      )}
    </section>
  );
}

function PersonalInfoForm({ me }: { me: Me }) {
  const { t } = useTranslation('booking');
  const update = useUpdateMe();
  const errorMessage = useFormErrorMessage();
  const { register, handleSubmit, formState } = useForm<PersonalInput, unknown, PersonalValues>({
    resolver: personalResolver,
    defaultValues: { first_name: me.first_name ?? '', last_name: me.last_name ?? '', phone: me.phone ?? '' },
  });
  const error = (field: 'first_name' | 'last_name') =>
    formState.errors[field] ? t(`billing.errors.${field}`) : undefined;
  const submit = async (values: PersonalValues) => {
    try {
      await update.mutateAsync(values);
    } catch {
      toast.error(t('billing.saveFailed'));
    }
  };
  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="personal-title" className="space-y-3">
      <h3 id="personal-title" className="text-sm font-medium text-ink-900">
        {t('billing.personalTitle')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t('billing.firstName')}
          autoComplete="given-name"
          required
          error={error('first_name')}
          {...register('first_name')}
        />
        <Field
          label={t('billing.lastName')}
          autoComplete="family-name"
          required
          error={error('last_name')}
          {...register('last_name')}
        />
      </div>
      <Field
        label={t('billing.phone')}
        type="tel"
        autoComplete="tel"
        hint={t('billing.phoneHint')}
        required
        error={errorMessage('phone', formState.errors.phone)}
        {...register('phone')}
      />
      <Button type="submit" variant="secondary" loading={formState.isSubmitting}>
        {t('billing.save')}
      </Button>
    </form>
  );
}

function BillingAddressForm({ account }: { account: Account }) {
  const { t } = useTranslation('booking');
  const countryName = useCountryName();
  const known = (BILLING_COUNTRIES as readonly string[]).includes(account.billing_address.country ?? '');
  const update = useUpdateAccount();
  const current = account.billing_address;
  const { register, handleSubmit, formState } = useForm<BillingInput, unknown, BillingOutput>({
    resolver: billingAddressResolver,
    defaultValues: {
      address: current.address ?? '',
      postal_code: current.postal_code ?? '',
      city: current.city ?? '',
      country: known && current.country ? current.country : 'FR',
    },
  });
  const error = (field: keyof BillingInput) =>
    formState.errors[field] ? t(`billing.errors.${field}`) : undefined;
  // The resolver has already checked and trimmed them.
  const submit = async (values: BillingOutput) => {
    try {
      await update.mutateAsync({ billing_address: values });
    } catch {
      toast.error(t('billing.saveFailed'));
    }
  };
  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="address-title" className="space-y-3">
      <h3 id="address-title" className="text-sm font-medium text-ink-900">
        {t('billing.addressTitle')}
      </h3>
      <Field
        label={t('billing.address')}
        autoComplete="street-address"
        required
        error={error('address')}
        {...register('address')}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <Field
          label={t('billing.postalCode')}
          autoComplete="postal-code"
          required
          error={error('postal_code')}
          {...register('postal_code')}
        />
        <Field
          label={t('billing.city')}
          autoComplete="address-level2"
          required
          error={error('city')}
          {...register('city')}
        />
        <Field label={t('billing.country')} required error={error('country')}>
          {(control) => (
            <select className={inputClassName} autoComplete="country" {...control} {...register('country')}>
              {BILLING_COUNTRIES.map((code) => (
                <option key={code} value={code}>
                  {countryName(code)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Button type="submit" variant="secondary" loading={formState.isSubmitting}>
        {t('billing.save')}
      </Button>
    </form>
  );
}
