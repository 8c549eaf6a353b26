import { useTranslation } from 'next-i18next/pages';
import { formatPrice } from '../../../domain/money';
import { toLocale } from '../../../lib/locale';
import { useChangeQuote, type ChangeAsked } from '../api/get-change-quote';

/**
 * Before a change is confirmed: the booking's price now and after it, and what will be charged or
 * refunded, as the API prices it. A slot it refuses says nothing here (submitting says why).
 */
export function ChangePricePreview({ bookingId, asked }: { bookingId: string; asked: ChangeAsked | null }) {
  const { t, i18n } = useTranslation('events');
  const locale = toLocale(i18n.language);
  const quote = useChangeQuote(bookingId, asked);
  const data = quote.isError ? undefined : quote.data;
  return (
    <div
      aria-live="polite"
      aria-busy={quote.isFetching || undefined}
      className="min-h-20 rounded-xl bg-sage-50 p-3 text-sm"
    >
      {data && (
        <dl className="space-y-1">
          <div className="flex justify-between gap-3">
            <dt className="text-ink-700">{t('detail.quote.before')}</dt>
            <dd>{formatPrice(data.old_total, locale)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-ink-700">{t('detail.quote.after')}</dt>
            <dd>{formatPrice(data.new_total, locale)}</dd>
          </div>
          <div className="flex justify-between gap-3 font-semibold text-ink-900">
            <dt>
              {t(
                data.charge > 0
                  ? 'detail.quote.charge'
                  : data.refund > 0
                    ? 'detail.quote.refund'
                    : 'detail.quote.nothing',
              )}
            </dt>
            <dd>
              {data.charge > 0
                ? formatPrice(data.charge, locale)
                : data.refund > 0
                  ? formatPrice(data.refund, locale)
                  : ''}
            </dd>
          </div>
        </dl>
      )}
    </div>
  );
}
