import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { AppLink } from '../../../components/ui/app-link';
import type { AdminBookingDetail } from '../../../contracts/admin';
import { formatPrice } from '../../../domain/money';
import { toLocale } from '../../../lib/locale';
import { useAdminBooking } from '../api/admin-booking';
import { formatInstant, formatSlot } from '../utils/format';
import { AdminLoadError, AdminLoading, AdminSection, Fact } from './admin-section';
import { BookingHistory } from './booking-history';
import { BookingMessages } from './booking-messages';
import { BookingPayments } from './booking-payments';
import { BookingStatusBadge } from './booking-status-badge';

// Below the fold: loads after the page (README, bundle budget).
// Its button opens a dialog with a form: the dialog's code comes after the page, for a booking still live.
const CancelBookingDialog = dynamic(
  () => import('./cancel-booking-dialog').then((m) => m.CancelBookingDialog),
  { ssr: false },
);
const BookingInvoices = dynamic(() => import('./booking-invoices').then((m) => m.BookingInvoices), {
  ssr: false,
});

/** /admin/bookings/[id]: a booking and everything that happened to it; cancel it or send a message again. */
export function BookingDetailScreen({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('admin');
  const detail = useAdminBooking(bookingId);
  if (detail.isPending) return <AdminLoading />;
  if (detail.isError) return <AdminLoadError />;
  const { booking } = detail.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <AppLink
            href="/admin/bookings"
            className="text-sm text-brand-700 underline-offset-2 hover:underline"
          >
            {t('booking.back')}
          </AppLink>
          <h1 className="text-2xl font-semibold break-words text-ink-900">{booking.space.title}</h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-ink-500">
            <BookingStatusBadge status={booking.status} />
            <span className="font-mono break-all">{booking.id}</span>
          </p>
        </div>
        {(booking.status === 'held' || booking.status === 'confirmed') && (
          <CancelBookingDialog detail={detail.data} />
        )}
      </div>
      <BookingFacts detail={detail.data} />
      <BookingOccurrences detail={detail.data} />
      <BookingPayments payments={detail.data.payments} />
      {/* Documents exist once something was paid: no request for a booking that never was. */}
      {detail.data.payments.some((payment) => payment.status === 'succeeded') && (
        <BookingInvoices bookingId={booking.id} accountId={detail.data.account_id} />
      )}
      <BookingHistory history={detail.data.history} />
      <BookingMessages bookingId={booking.id} messages={detail.data.messages} />
    </div>
  );
}

function BookingFacts({ detail: { booking, organizer } }: { detail: AdminBookingDetail }) {
  const { t, i18n } = useTranslation('admin');
  const locale = toLocale(i18n.language);
  const money = (cents: number) => formatPrice(cents, locale);
  return (
    <AdminSection title={t('booking.summary')}>
      <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Fact label={t('booking.organizer')}>
          <AppLink href={`/admin/users/${organizer.id}`} className="text-brand-700 underline">
            {organizer.name ?? organizer.email}
          </AppLink>
          {organizer.name && <span className="block text-ink-700">{organizer.email}</span>}
        </Fact>
        <Fact label={t('booking.slot')}>{formatSlot(booking, locale)}</Fact>
        <Fact label={t('booking.createdAt')}>{formatInstant(booking.created_at, locale)}</Fact>
        {booking.booked_at && (
          <Fact label={t('booking.bookedAt')}>{formatInstant(booking.booked_at, locale)}</Fact>
        )}
        {booking.expires_at && (
          <Fact label={t('booking.expiresAt')}>{formatInstant(booking.expires_at, locale)}</Fact>
        )}
        {booking.recurrence && (
          <Fact label={t('booking.recurrence')}>
            {t('booking.weeks', { count: booking.recurrence.weeks })}
          </Fact>
        )}
        <Fact label={t('booking.spacePrice')}>{money(booking.space_price)}</Fact>
        <Fact label={t('booking.extras')}>
          {booking.extras.length === 0
            ? t('booking.none')
            : booking.extras
                .map((extra) => `${extra.quantity} × ${extra.name} (${money(extra.unit_price)})`)
                .join(', ')}
        </Fact>
        <Fact label={t('booking.rebates')}>
          {[
            booking.coupon_code,
            ...booking.rebates.map((rebate) => `${rebate.code} −${money(rebate.amount)}`),
          ]
            .filter(Boolean)
            .join(', ') || t('booking.none')}
        </Fact>
        <Fact label={t('booking.total')}>{money(booking.total_price)}</Fact>
        <Fact label={t('booking.paid')}>{money(booking.paid)}</Fact>
        <Fact label={t('booking.balance')}>{money(booking.balance)}</Fact>
      </dl>
    </AdminSection>
  );
}

/** Each occurrence (one for a single booking) with its guests. */
function BookingOccurrences({ detail: { booking, guests } }: { detail: AdminBookingDetail }) {
  const { t, i18n } = useTranslation('admin');
  const locale = toLocale(i18n.language);
  return (
    <AdminSection title={t('booking.occurrences')}>
      <ul className="divide-y divide-brand-100 text-sm">
        {booking.occurrences.map((occurrence) => {
          const invited = guests.filter((guest) => guest.event_id === occurrence.event_id);
          return (
            <li
              key={occurrence.event_id}
              className="flex flex-col gap-1 py-2 sm:flex-row sm:items-start sm:justify-between"
            >
              <span className="text-ink-900">{formatSlot(occurrence, locale)}</span>
              <span className="flex flex-col gap-1 sm:items-end">
                <BookingStatusBadge status={occurrence.status} />
                <span className="break-all text-ink-700">
                  {invited.length === 0
                    ? t('booking.noGuests')
                    : t('booking.guests', { emails: invited.map((guest) => guest.email).join(', ') })}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </AdminSection>
  );
}
