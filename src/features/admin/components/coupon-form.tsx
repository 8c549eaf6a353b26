import { useTranslation } from 'next-i18next/pages';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import type { AdminCouponCreate } from '../../../contracts/admin';
import { useFormErrorMessage } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { useApiErrorMessage } from '../../../lib/use-api-error-message';
import { useCreateCoupon } from '../api/create-coupon';
import { EMPTY_COUPON_FORM, type CouponFormInput } from '../coupon-form-values';
import { AdminSection } from './admin-section';

const couponResolver = lazyZodResolver<AdminCouponCreate, CouponFormInput>(() =>
  import('../coupon-form-schema').then((module) => module.couponFormSchema),
);

/** Creates a code: percent or amount, once per account or not, limits, validity days, optionally one account's. */
export function CouponForm() {
  const { t } = useTranslation('admin');
  const errorMessage = useFormErrorMessage();
  const apiError = useApiErrorMessage();
  const create = useCreateCoupon();
  const { register, handleSubmit, formState, reset, watch } = useForm<
    CouponFormInput,
    unknown,
    AdminCouponCreate
  >({
    resolver: couponResolver,
    defaultValues: EMPTY_COUPON_FORM,
  });
  const kind = watch('kind');
  const { errors } = formState;

  const submit = async (body: AdminCouponCreate) => {
    try {
      const coupon = await create.mutateAsync(body);
      toast.success(t('coupons.created', { code: coupon.code }));
      reset(EMPTY_COUPON_FORM);
    } catch (error) {
      toast.error(apiError(error));
    }
  };

  return (
    <AdminSection title={t('coupons.create')}>
      <form noValidate aria-label={t('coupons.create')} onSubmit={handleSubmit(submit)} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('coupons.code')}
            required
            hint={t('coupons.codeHint')}
            autoComplete="off"
            error={errorMessage('code', errors.code)}
            {...register('code')}
          />
          <fieldset className="space-y-1.5">
            <legend className="text-sm font-medium text-ink-700">{t('coupons.kind')}</legend>
            <div className="flex min-h-11 flex-wrap items-center gap-4">
              {(['percent', 'amount'] as const).map((value) => (
                <label key={value} className="flex items-center gap-2 text-sm text-ink-900">
                  <input type="radio" value={value} {...register('kind')} />
                  {t(`coupons.kinds.${value}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <Field
            label={t(kind === 'amount' ? 'coupons.valueAmount' : 'coupons.valuePercent')}
            required
            inputMode="decimal"
            error={errorMessage('value', errors.value)}
            {...register('value')}
          />
          <Field
            label={t('coupons.maxUses')}
            hint={t('coupons.optional')}
            inputMode="numeric"
            error={errorMessage('max_uses', errors.max_uses)}
            {...register('max_uses')}
          />
          <Field
            label={t('coupons.minTotal')}
            hint={t('coupons.optional')}
            inputMode="decimal"
            error={errorMessage('min_total', errors.min_total)}
            {...register('min_total')}
          />
          <Field
            label={t('coupons.accountId')}
            hint={t('coupons.accountIdHint')}
            autoComplete="off"
            error={errorMessage('account_id', errors.account_id)}
            {...register('account_id')}
          />
          <Field
            label={t('coupons.validFrom')}
            type="date"
            hint={t('coupons.validFromHint')}
            error={errorMessage('valid_from', errors.valid_from)}
            {...register('valid_from')}
          />
          <Field
            label={t('coupons.validUntil')}
            type="date"
            hint={t('coupons.validUntilHint')}
            error={errorMessage('valid_until', errors.valid_until)}
            {...register('valid_until')}
          />
        </div>
        <label className="flex items-center gap-2 text-sm text-ink-900">
          <input type="checkbox" {...register('once_per_account')} />
          {t('coupons.oncePerAccount')}
        </label>
        <Button type="submit" loading={formState.isSubmitting}>
          {t('coupons.submit')}
        </Button>
      </form>
    </AdminSection>
  );
}
