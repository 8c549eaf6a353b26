import { useTranslation } from 'next-i18next/pages';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { apiErrorOf } from '../../../lib/api-session';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import type { CouponValues } from '../booking-form-schemas';

const couponResolver = lazyZodResolver(() =>
  import(/* webpackChunkName: "form-schemas" */ '../booking-form-schemas').then(
    (module) => module.couponSchema,
  ),
);

export type CouponFormProps = {
  /** The code applied to the booking, if any. */
  applied: string | null;
  disabled: boolean;
  /** Applies a code (null removes it); rejects with the API's error when refused. */
  onApply: (code: string | null) => Promise<unknown>;
};

/** A promotion code, checked by the API: applied, it shows as a rebate; refused, the reason is told. */
export function CouponForm({ applied, disabled, onApply }: CouponFormProps) {
  const { t } = useTranslation(['booking', 'errors']);
  const { register, handleSubmit, setError, reset, formState } = useForm<CouponValues>({
    resolver: couponResolver,
    defaultValues: { code: '' },
  });

  const submit = async ({ code }: CouponValues) => {
    try {
      await onApply(code);
      reset({ code: '' });
    } catch (error) {
      const apiCode = apiErrorOf(error)?.code;
      setError('code', {
        message: t(apiCode ? [`errors:api.${apiCode}`, 'errors:generic'] : 'errors:generic'),
      });
    }
  };

  if (applied) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-sage-100 p-4">
        <p className="text-sm text-ink-900">{t('coupon.applied', { code: applied })}</p>
        <Button
          variant="secondary"
          size="small"
          disabled={disabled}
          onClick={() => void onApply(null).catch(() => undefined)}
        >
          {t('coupon.remove')}
        </Button>
      </div>
    );
  }

  const message = formState.errors.code?.message;
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-wrap items-start gap-3">
      <Field
        className="min-w-0 flex-1"
        label={t('coupon.label')}
        autoComplete="off"
        autoCapitalize="characters"
        disabled={disabled}
        error={message ? t(message, { defaultValue: message }) : undefined}
        {...register('code')}
      />
      <Button
        type="submit"
        variant="secondary"
        className="mt-7"
        disabled={disabled}
        loading={formState.isSubmitting}
      >
        {t('coupon.apply')}
      </Button>
    </form>
  );
}
