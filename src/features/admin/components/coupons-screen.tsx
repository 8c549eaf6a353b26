import { useTranslation } from 'next-i18next/pages';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { inputClassName } from '../../../components/ui/field';
import type { AdminCoupon } from '../../../contracts/admin';
import { formatPrice } from '../../../domain/money';
import { toLocale } from '../../../lib/locale';
import { useApiErrorMessage } from '../../../lib/use-api-error-message';
import { COUPONS_PAGE_SIZE, useAdminCoupons } from '../api/admin-coupons';
import type { CouponFilters } from '../api/admin-keys';
import { useExpireCoupon } from '../api/expire-coupon';
import { formatValidityEdge } from '../utils/format';
import { AdminLoadError, AdminLoading } from './admin-section';
import { ConfirmButton } from './confirm-button';
import { Pager } from './pager';
import { lazyComponent, usePreload } from '../../../lib/lazy-component';

// The form and react-hook-form come while the codes load, not before the page can hydrate.
const CouponForm = lazyComponent(
  () => import('./coupon-form').then((module) => module.CouponForm),
  () => <AdminLoading />,
);

/** /admin/coupons: the codes with their uses and reservations; create one, or end one now. */
export function CouponsScreen() {
  const { t } = useTranslation('admin');
  const [filters, setFilters] = useState<CouponFilters>({ offset: 0 });
  const coupons = useAdminCoupons(filters);
  usePreload([CouponForm]);
  const ids = { q: useId(), list: useId() };

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilters({
      q: String(new FormData(event.currentTarget).get('q') ?? '').trim() || undefined,
      offset: 0,
    });
  };

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-ink-900">{t('coupons.title')}</h1>
      <CouponForm />
      <section aria-labelledby={ids.list} className="rounded-2xl bg-white shadow-sm ring-1 ring-brand-100">
        <div className="flex flex-col gap-3 border-b border-brand-100 px-5 py-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id={ids.list} className="text-lg font-semibold text-ink-900">
            {t('coupons.listTitle')}
          </h2>
          <form
            role="search"
            aria-label={t('coupons.search')}
            onSubmit={search}
            className="flex items-end gap-2"
          >
            <div className="space-y-1">
              <label htmlFor={ids.q} className="block text-sm font-medium text-ink-900">
                {t('coupons.query')}
              </label>
              <input id={ids.q} name="q" type="search" maxLength={40} className={inputClassName} />
            </div>
            <Button type="submit" variant="secondary">
              {t('coupons.search')}
            </Button>
          </form>
        </div>
        {coupons.isPending ? (
          <AdminLoading />
        ) : coupons.isError ? (
          <div className="p-5">
            <AdminLoadError />
          </div>
        ) : coupons.data.length === 0 ? (
          <p className="px-5 py-4 text-sm text-ink-700">{t('coupons.empty')}</p>
        ) : (
          <ul aria-label={t('coupons.listTitle')} className="divide-y divide-brand-100">
            {coupons.data.map((coupon) => (
              <CouponRow key={coupon.id} coupon={coupon} />
            ))}
          </ul>
        )}
        {coupons.data && (
          <Pager
            offset={filters.offset}
            pageSize={COUPONS_PAGE_SIZE}
            shown={coupons.data.length}
            onChange={(offset) => setFilters({ ...filters, offset })}
          />
        )}
      </section>
    </div>
  );
}

function CouponRow({ coupon }: { coupon: AdminCoupon }) {
  const { t, i18n } = useTranslation('admin');
  const locale = toLocale(i18n.language);
  const apiError = useApiErrorMessage();
  const expire = useExpireCoupon();
  const ended = coupon.valid_until !== null && new Date(coupon.valid_until).getTime() <= Date.now();
  const value =
    coupon.kind === 'percent'
      ? t('coupons.percentOff', { value: coupon.value })
      : t('coupons.amountOff', { amount: formatPrice(coupon.value, locale) });
  const limits = [
    t(coupon.once_per_account ? 'coupons.oncePerAccountShort' : 'coupons.anyTimes'),
    coupon.max_uses !== null && t('coupons.maxUsesShort', { count: coupon.max_uses }),
    coupon.min_total !== null &&
      t('coupons.minTotalShort', { amount: formatPrice(coupon.min_total, locale) }),
    coupon.account_id && t('coupons.oneAccount', { id: coupon.account_id }),
  ].filter(Boolean);
  const edge = (iso: string, kind: 'from' | 'until') => {
    const shown = formatValidityEdge(iso, kind, locale);
    return 'day' in shown
      ? t(`coupons.${kind}Day`, { day: shown.day })
      : t(`coupons.${kind}`, { at: shown.at });
  };
  const validity = [
    coupon.valid_from && edge(coupon.valid_from, 'from'),
    coupon.valid_until && edge(coupon.valid_until, 'until'),
  ].filter(Boolean);

  const end = async () => {
    try {
      await expire.mutateAsync(coupon.id);
      toast.success(t('coupons.expired', { code: coupon.code }));
      return true;
    } catch (error) {
      toast.error(apiError(error));
      return false;
    }
  };

  return (
    <li
      aria-label={coupon.code}
      className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0 space-y-1 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-base font-semibold text-ink-900">{coupon.code}</span>
          <span className="font-medium text-ink-900">{value}</span>
          {ended && (
            <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs text-red-800">
              {t('coupons.ended')}
            </span>
          )}
        </p>
        <p className="text-ink-900">{t('coupons.usage', { uses: coupon.uses, reserved: coupon.reserved })}</p>
        <p className="break-all text-ink-700">{limits.join(' · ')}</p>
        <p className="text-ink-500">{validity.length > 0 ? validity.join(' · ') : t('coupons.noEnd')}</p>
      </div>
      {!ended && (
        <ConfirmButton
          label={t('coupons.expire')}
          title={t('coupons.expireTitle', { code: coupon.code })}
          description={t('coupons.expireDescription')}
          confirmLabel={t('coupons.expireConfirm')}
          cancelLabel={t('coupons.keep')}
          onConfirm={end}
        />
      )}
    </li>
  );
}
