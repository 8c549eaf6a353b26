import { useTranslation } from 'next-i18next/pages';
import type { BookingHistoryEntry } from '../../../contracts/bookings';
import type { EventDetail } from '../../../contracts/events';
import { formatPrice } from '../../../domain/money';
import { dayInWords } from '../../../domain/calendar-format';
import { formatClock } from '../../../domain/clock';
import { parisDay, parisMinutes } from '../../../domain/paris-time';
import { toLocale } from '../../../lib/locale';
import { useBookingHistory } from '../api/get-booking-history';

/** Lines of the history a person reads; the others (a hold made, a sweep) say nothing to them. */
const SHOWN = new Set([
  'paid',
  'confirmed_free',
  'balance_paid',
  'change_requested',
  'change_paid',
  'change_lapsed',
  'moved',
  'extended',
  'cancelled',
  'cancelled_on_deletion',
  'late_payment_refunded',
  'excess_refunded',
]);

/** The record of the booking, for who manages it: payments, changes, cancellation and refunds, in order. */
export function EventHistory({ event }: { event: EventDetail }) {
  const { t, i18n } = useTranslation('events');
  const locale = toLocale(i18n.language);
  const history = useBookingHistory(event.booking_id, event.may_manage);
  const entries = (history.data ?? []).filter((entry) => SHOWN.has(entry.action));
  if (entries.length === 0) return null;
  const money = (entry: BookingHistoryEntry) => {
    if (entry.amount > 0) return t('history.charged', { amount: formatPrice(entry.amount, locale) });
    if (entry.amount < 0) return t('history.refunded', { amount: formatPrice(-entry.amount, locale) });
    return null;
  };
  return (
    <section
      aria-labelledby="event-history"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100"
    >
      <h2 id="event-history" className="text-lg font-semibold text-ink-900">
        {t('history.title')}
      </h2>
      <ol className="mt-3 space-y-2 text-sm">
        {entries.map((entry) => (
          <li key={`${entry.at}-${entry.action}`} className="flex flex-wrap justify-between gap-2">
            <span className="text-ink-900">
              {t(`history.actions.${entry.action}`)}
              {money(entry) && <span className="ml-2 font-medium">{money(entry)}</span>}
            </span>
            <time dateTime={entry.at} className="text-ink-500">
              {`${dayInWords(parisDay(new Date(entry.at)), locale)}, ${formatClock(parisMinutes(new Date(entry.at)), locale)}`}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
