import { useTranslation } from 'next-i18next/pages';
import { useId, useState, type FormEvent } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import { Button } from '../../../components/ui/button';
import { inputClassName } from '../../../components/ui/field';
import { BOOKING_STATUSES, oneOf } from '../../../contracts/admin-values';
import type { AdminBookingRow } from '../../../contracts/admin';
import { formatPrice } from '../../../domain/money';
import { isValidDay } from '../../../domain/paris-time';
import { toLocale } from '../../../lib/locale';
import { BOOKINGS_PAGE_SIZE, useAdminBookings } from '../api/admin-bookings';
import type { BookingFilters } from '../api/admin-keys';
import { formatInstant } from '../utils/format';
import { AdminLoadError, AdminLoading } from './admin-section';
import { BookingStatusBadge } from './booking-status-badge';
import { Pager } from './pager';

/** The search form's fields as the API's query: empty ones left out. */
function filtersOf(form: FormData): BookingFilters {
  const q = String(form.get('q') ?? '').trim();
  const day = String(form.get('day') ?? '');
  return {
    q: q || undefined,
    day: isValidDay(day) ? day : undefined,
    status: oneOf(BOOKING_STATUSES, form.get('status')),
    offset: 0,
  };
}

/** /admin/bookings: all bookings by person, e-mail or space, day and status, a page at a time. */
export function BookingsScreen() {
  const { t } = useTranslation('admin');
  const [filters, setFilters] = useState<BookingFilters>({ offset: 0 });
  const bookings = useAdminBookings(filters);
  const ids = { q: useId(), day: useId(), status: useId(), results: useId() };

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilters(filtersOf(new FormData(event.currentTarget)));
  };

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-ink-900">{t('bookings.title')}</h1>
      <form
        role="search"
        aria-label={t('bookings.search')}
        onSubmit={search}
        className="grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
      >
        <div className="space-y-1">
          <label htmlFor={ids.q} className="block text-sm font-medium text-ink-900">
            {t('bookings.query')}
          </label>
          <input
            id={ids.q}
            name="q"
            type="search"
            maxLength={100}
            className={inputClassName}
            placeholder={t('bookings.queryHint')}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={ids.day} className="block text-sm font-medium text-ink-900">
            {t('bookings.day')}
          </label>
          <input id={ids.day} name="day" type="date" className={inputClassName} />
        </div>
        <div className="space-y-1">
          <label htmlFor={ids.status} className="block text-sm font-medium text-ink-900">
            {t('bookings.status')}
          </label>
          <select id={ids.status} name="status" className={inputClassName} defaultValue="">
            <option value="">{t('bookings.anyStatus')}</option>
            {BOOKING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`bookings.statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">{t('bookings.search')}</Button>
      </form>
      {bookings.isPending ? (
        <AdminLoading />
      ) : bookings.isError ? (
        <AdminLoadError />
      ) : (
        <section
          aria-labelledby={ids.results}
          className="rounded-2xl bg-white shadow-sm ring-1 ring-brand-100"
        >
          <h2
            id={ids.results}
            className="border-b border-brand-100 px-5 py-3 text-sm text-ink-700"
            aria-live="polite"
          >
            {t('bookings.count', { count: bookings.data.total })}
          </h2>
          <ul aria-label={t('bookings.title')} className="divide-y divide-brand-100">
            {bookings.data.items.map((booking) => (
              <BookingRow key={booking.id} booking={booking} />
            ))}
          </ul>
          <Pager
            offset={filters.offset}
            pageSize={BOOKINGS_PAGE_SIZE}
            shown={bookings.data.items.length}
            total={bookings.data.total}
            onChange={(offset) => setFilters({ ...filters, offset })}
          />
        </section>
      )}
    </div>
  );
}

function BookingRow({ booking }: { booking: AdminBookingRow }) {
  const { t, i18n } = useTranslation('admin');
  const locale = toLocale(i18n.language);
  return (
    <li
      aria-label={`${booking.space.title}, ${booking.organizer.email}`}
      className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <AppLink
          href={`/admin/bookings/${booking.id}`}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {booking.space.title}
        </AppLink>
        <p className="truncate text-sm text-ink-700">
          {booking.organizer.name ? `${booking.organizer.name} · ` : ''}
          {booking.organizer.email}
        </p>
        <p className="text-sm text-ink-500">
          {booking.starts_at ? formatInstant(booking.starts_at, locale) : t('bookings.noSlot')}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3 text-sm sm:flex-col sm:items-end sm:gap-1">
        <BookingStatusBadge status={booking.status} />
        <span className="text-ink-900">
          {t('bookings.paidOf', {
            paid: formatPrice(booking.paid, locale),
            total: formatPrice(booking.total_price, locale),
          })}
        </span>
      </div>
    </li>
  );
}
