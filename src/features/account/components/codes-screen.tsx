import { useTranslation } from 'next-i18next/pages';
import type { CouponCode } from '../../../contracts/account';
import { formatPrice } from '../../../domain/money';
import { EARLY_BOOKING } from '../../../domain/pricing';
import { toLocale } from '../../../lib/locale';
import { useCodes } from '../api/get-codes';
import { AccountCard, AccountLoadError, AccountLoading, AccountSection } from './account-section';

/** /account/codes: the account's coupon codes and the running promotions. */
export function CodesScreen() {
  const { t, i18n } = useTranslation('account');
  const locale = toLocale(i18n.language);
  const codes = useCodes();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Paris' }).format(new Date(iso));
  const value = (code: CouponCode) =>
    code.kind === 'percent'
      ? t('codes.percent', { value: code.value })
      : t('codes.amount', { value: formatPrice(code.value, locale) });
  const validity = (code: CouponCode) => {
    if (code.valid_from && code.valid_until)
      return t('codes.validBetween', { from: date(code.valid_from), until: date(code.valid_until) });
    if (code.valid_until) return t('codes.validUntil', { until: date(code.valid_until) });
    if (code.valid_from) return t('codes.validFrom', { from: date(code.valid_from) });
    return t('codes.noEnd');
  };

  return (
    <AccountSection title={t('sections.codes.title')} lead={t('codes.lead')}>
      <AccountCard>
        <h2 className="mb-2 text-lg font-semibold text-ink-900">{t('codes.codesTitle')}</h2>
        {codes.isPending ? (
          <AccountLoading />
        ) : codes.isError ? (
          <AccountLoadError />
        ) : codes.data.length === 0 ? (
          <p className="text-ink-700">{t('codes.empty')}</p>
        ) : (
          <ul aria-label={t('codes.codesTitle')} className="divide-y divide-brand-100">
            {codes.data.map((code) => (
              <li
                key={code.id}
                className={[
                  'flex flex-wrap items-center justify-between gap-2 py-3',
                  code.used ? 'text-ink-500' : '',
                ].join(' ')}
              >
                <div>
                  <p className="font-mono font-semibold text-ink-900">{code.code}</p>
                  <p className="text-sm text-ink-500">{validity(code)}</p>
                </div>
                <p className="text-right">
                  <span className="block font-medium">{value(code)}</span>
                  <span className="block text-sm">
                    {t(code.used ? 'codes.used' : code.single_use ? 'codes.singleUse' : 'codes.available')}
                  </span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </AccountCard>
      <AccountCard>
        <h2 className="text-lg font-semibold text-ink-900">{t('codes.promotionsTitle')}</h2>
        <p className="mt-2 text-ink-700">
          {t('codes.earlyBooking', { percent: EARLY_BOOKING.percent, days: EARLY_BOOKING.daysAhead })}
        </p>
      </AccountCard>
    </AccountSection>
  );
}
