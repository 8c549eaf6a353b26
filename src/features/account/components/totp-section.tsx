import { useTranslation } from 'next-i18next/pages';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useFormErrorMessage } from '../../../lib/form-errors';
import type { TotpCodeValues } from '../account-forms';
import {
  finishTotpEnrollment,
  startTotpEnrollment,
  totpFactors,
  unenrollTotp,
  type TotpEnrollment,
  type TotpFactor,
} from '../identity/account-identity';
import { identityErrorCode, useIdentityErrorMessage } from '../identity/identity-error-message';
import { RecentLoginForm } from './recent-login-form';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';

const totpCodeResolver = lazyZodResolver(() =>
  import(/* webpackChunkName: "form-schemas" */ '../account-forms').then((module) => module.totpCodeSchema),
);

const ISSUER = 'Nook';

type State =
  | { step: 'loading' }
  | { step: 'off' }
  | { step: 'on'; factors: TotpFactor[] }
  | { step: 'enrolling'; enrollment: TotpEnrollment; qr: string };

/** Two-factor sign-in with an authenticator app (TOTP): enrol with a QR code or the secret, or turn it off. */
export function TotpSection() {
  const { t, i18n } = useTranslation('account');
  const identityError = useIdentityErrorMessage();
  const [state, setState] = useState<State>({ step: 'loading' });
  const [error, setError] = useState<string | null>(null);
  // An action the identity service refused until the user signs in again.
  const [retry, setRetry] = useState<(() => Promise<void>) | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    const factors = await totpFactors();
    setState(factors.length > 0 ? { step: 'on', factors } : { step: 'off' });
  }, []);

  useEffect(() => {
    refresh().catch(() => setState({ step: 'off' }));
  }, [refresh]);

  const run = async (action: () => Promise<void>) => {
    setError(null);
    setBusy(true);
    try {
      await action();
    } catch (failure) {
      if (identityErrorCode(failure) === 'requires-recent-login') setRetry(() => action);
      setError(identityError(failure));
    } finally {
      setBusy(false);
    }
  };

  const start = () =>
    run(async () => {
      const enrollment = await startTotpEnrollment(ISSUER);
      const { toDataURL } = await import('qrcode');
      setState({
        step: 'enrolling',
        enrollment,
        qr: await toDataURL(enrollment.url, { margin: 1, width: 200 }),
      });
    });

  const turnOff = (factor: TotpFactor) =>
    run(async () => {
      await unenrollTotp(factor.uid);
      toast.success(t('security.totp.disabled'));
      await refresh();
    });

  const date = (value: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Paris',
    }).format(new Date(value));

  return (
    <section aria-labelledby="totp-title" className="space-y-4">
      <h2 id="totp-title" className="text-lg font-semibold text-ink-900">
        {t('security.totp.title')}
      </h2>
      <p className="text-sm text-ink-700">{t('security.totp.lead')}</p>
      {error && (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      {retry && (
        <RecentLoginForm
          onConfirmed={() => {
            const action = retry;
            setRetry(null);
            void run(action);
          }}
        />
      )}
      {state.step === 'loading' && (
        <div className="h-16 animate-pulse rounded-xl bg-brand-50" aria-busy="true" />
      )}
      {state.step === 'off' && (
        <Button loading={busy} onClick={() => void start()}>
          {t('security.totp.enable')}
        </Button>
      )}
      {state.step === 'on' &&
        state.factors.map((factor) => (
          <div
            key={factor.uid}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-brand-50 p-3"
          >
            <p className="text-sm text-ink-900">
              <span className="font-medium">{t('security.totp.enabled')}</span>
              <span className="block text-ink-500">
                {t('security.totp.enabledSince', {
                  name: factor.displayName ?? ISSUER,
                  date: date(factor.enrollmentTime),
                })}
              </span>
            </p>
            <Button variant="secondary" size="small" loading={busy} onClick={() => void turnOff(factor)}>
              {t('security.totp.disable')}
            </Button>
          </div>
        ))}
      {state.step === 'enrolling' && (
        <TotpEnrollmentForm
          enrollment={state.enrollment}
          qr={state.qr}
          formatDate={date}
          onCancel={() => setState({ step: 'off' })}
          onEnrolled={async () => {
            toast.success(t('security.totp.enrolled'));
            await refresh();
          }}
        />
      )}
    </section>
  );
}

function TotpEnrollmentForm({
  enrollment,
  qr,
  formatDate,
  onCancel,
  onEnrolled,
}: {
  enrollment: TotpEnrollment;
  qr: string;
  formatDate: (value: string) => string;
  onCancel: () => void;
  onEnrolled: () => Promise<void>;
}) {
  const { t } = useTranslation('account');
  const errorMessage = useFormErrorMessage();
  const identityError = useIdentityErrorMessage();
  const { register, handleSubmit, formState, setError } = useForm<TotpCodeValues>({
    resolver: totpCodeResolver,
    defaultValues: { code: '' },
  });

  const submit = async ({ code }: TotpCodeValues) => {
    try {
      await finishTotpEnrollment(enrollment, code, t('security.totp.factorName'));
      await onEnrolled();
    } catch (failure) {
      setError('code', { message: identityError(failure) });
    }
  };

  return (
    <div className="space-y-4 rounded-2xl ring-1 ring-brand-100 p-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-ink-700">
        <li>{t('security.totp.scan')}</li>
        <li>{t('security.totp.type')}</li>
      </ol>
      <img
        src={qr}
        alt={t('security.totp.qrAlt')}
        width={200}
        height={200}
        className="rounded-lg ring-1 ring-brand-100"
      />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-500">{t('security.totp.secret')}</dt>
        <dd className="font-mono break-all text-ink-900">{enrollment.secretKey}</dd>
        <dt className="text-ink-500">{t('security.totp.parameters')}</dt>
        <dd className="text-ink-900">
          {t('security.totp.parameterValues', {
            algorithm: enrollment.hashingAlgorithm,
            digits: enrollment.codeLength,
            period: enrollment.periodSeconds,
          })}
        </dd>
        <dt className="text-ink-500">{t('security.totp.deadline')}</dt>
        <dd className="text-ink-900">{formatDate(enrollment.finalizeBy)}</dd>
      </dl>
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-3">
        <Field
          label={t('security.totp.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          error={
            formState.errors.code?.type === 'manual'
              ? formState.errors.code.message
              : errorMessage('code', formState.errors.code)
          }
          {...register('code')}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={formState.isSubmitting}>
            {t('security.totp.finalize')}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}
