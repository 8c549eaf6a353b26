import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import type { PaymentMethod } from '../../../contracts/account';
import { useMe } from '../../../lib/me/get-me';
import {
  useDeletePaymentMethod,
  usePaymentMethods,
  useSetDefaultPaymentMethod,
} from '../../../lib/payment-methods/payment-methods';
import { useApiErrorMessage } from '../../../lib/use-api-error-message';
import { AccountCard, AccountLoadError, AccountLoading, AccountSection } from './account-section';

const usesStripe = Boolean(process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY);
// Stripe's code is fetched only on this page, and only when Stripe is configured.
const StripeCardForm = dynamic(() => import('./stripe-card-form'), { ssr: false });
// The demo provider's form, with react-hook-form, also once a card is being added.
const OfflineCardForm = dynamic(
  () => import('./offline-card-form').then((module) => module.OfflineCardForm),
  { ssr: false },
);

/** /account/payment-methods: saved cards, the default, adding and removing one. */
export function PaymentMethodsScreen() {
  const { t } = useTranslation('account');
  const me = useMe();
  const methods = usePaymentMethods();
  const [adding, setAdding] = useState(false);
  const canManage = me.data?.can_manage_account ?? false;

  return (
    <AccountSection title={t('sections.paymentMethods.title')} lead={t('paymentMethods.lead')}>
      {methods.isPending ? (
        <AccountLoading />
      ) : methods.isError ? (
        <AccountLoadError />
      ) : (
        <AccountCard>
          {methods.data.length === 0 ? (
            <p className="text-ink-700">{t('paymentMethods.empty')}</p>
          ) : (
            <ul aria-label={t('paymentMethods.listLabel')} className="divide-y divide-brand-100">
              {methods.data.map((method) => (
                <PaymentMethodRow key={method.id} method={method} canManage={canManage} />
              ))}
            </ul>
          )}
        </AccountCard>
      )}
      {canManage ? (
        adding ? (
          <AccountCard>
            <h2 className="mb-4 text-lg font-semibold text-ink-900">{t('paymentMethods.addTitle')}</h2>
            {usesStripe ? (
              <StripeCardForm onDone={() => setAdding(false)} />
            ) : (
              <OfflineCardForm onDone={() => setAdding(false)} />
            )}
          </AccountCard>
        ) : (
          <Button onClick={() => setAdding(true)}>{t('paymentMethods.add')}</Button>
        )
      ) : (
        me.data && <p className="text-sm text-ink-500">{t('paymentMethods.readOnly')}</p>
      )}
    </AccountSection>
  );
}

function PaymentMethodRow({ method, canManage }: { method: PaymentMethod; canManage: boolean }) {
  const { t } = useTranslation('account');
  const apiError = useApiErrorMessage();
  const makeDefault = useSetDefaultPaymentMethod();
  const remove = useDeletePaymentMethod();
  const brand = t(`paymentMethods.brands.${method.brand}`, { defaultValue: method.brand });
  const label = t('paymentMethods.cardLabel', { brand, last4: method.last4 });
  const expiry = `${String(method.exp_month).padStart(2, '0')}/${String(method.exp_year).slice(-2)}`;

  return (
    <li aria-label={label} className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div>
        <p className="font-medium text-ink-900">
          {label}
          {method.is_default && (
            <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-900">
              {t('paymentMethods.default')}
            </span>
          )}
        </p>
        <p className="text-sm text-ink-500">{t('paymentMethods.expires', { expiry })}</p>
      </div>
      {canManage && (
        <div className="flex gap-2">
          {!method.is_default && (
            <Button
              size="small"
              variant="secondary"
              loading={makeDefault.isPending}
              aria-label={t('paymentMethods.makeDefaultLabel', { card: label })}
              onClick={() =>
                makeDefault.mutate(method.id, { onError: (error) => toast.error(apiError(error)) })
              }
            >
              {t('paymentMethods.makeDefault')}
            </Button>
          )}
          <Button
            size="small"
            variant="ghost"
            loading={remove.isPending}
            aria-label={t('paymentMethods.removeLabel', { card: label })}
            onClick={() =>
              remove.mutate(method.id, {
                onSuccess: () => toast.success(t('paymentMethods.removed', { card: label })),
                onError: (error) => toast.error(apiError(error)),
              })
            }
          >
            {t('paymentMethods.remove')}
          </Button>
        </div>
      )}
    </li>
  );
}
