import { useTranslation } from 'next-i18next/pages';
import type { BookingHistoryEntry } from '../../../contracts/bookings';
import { formatPrice } from '../../../domain/money';
import { toLocale } from '../../../lib/locale';
import { formatInstant } from '../utils/format';
import { AdminSection } from './admin-section';

/** Every line of the booking's history, oldest first, with the money each moved (staff see all of it). */
export function BookingHistory({ history }: { history: BookingHistoryEntry[] }) {
  const { t, i18n } = useTranslation('admin');
  const locale = toLocale(i18n.language);
  const status = (value: string) => t(`bookings.statuses.${value}`, { defaultValue: value });
  const money = (amount: number) => {
    if (amount > 0) return t('booking.charged', { amount: formatPrice(amount, locale) });
    if (amount < 0) return t('booking.refunded', { amount: formatPrice(-amount, locale) });
    return null;
  };
  return (
    <AdminSection title={t('booking.history')}>
      <ol aria-label={t('booking.history')} className="space-y-2 text-sm">
        {history.map((entry, index) => (
          <li
            key={`${entry.at}-${entry.action}-${index}`}
            className="flex flex-col gap-1 sm:flex-row sm:justify-between"
          >
            <span className="text-ink-900">
              {t(`booking.actions.${entry.action}`, { defaultValue: entry.action })}
              <span className="ml-2 text-ink-500">
                {entry.from && entry.from !== entry.to
                  ? `${status(entry.from)} → ${status(entry.to)}`
                  : status(entry.to)}
              </span>
              {money(entry.amount) && <span className="ml-2 font-medium">{money(entry.amount)}</span>}
            </span>
            <time dateTime={entry.at} className="text-ink-500">
              {formatInstant(entry.at, locale)}
            </time>
          </li>
        ))}
      </ol>
    </AdminSection>
  );
}
