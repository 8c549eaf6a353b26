import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { AppLink } from '../../../components/ui/app-link';
import { CalendarDownloadButton } from '../../../components/calendar-download-button';
import { buttonClassName } from '../../../components/ui/button';
import { VatBreakdown } from '../../../components/vat-breakdown';
import { formatClock, parseClock } from '../../../domain/clock';
import { formatPrice } from '../../../domain/money';
import { formatLongDay, parisInstant } from '../../../domain/paris-time';
import { isBusinessAccount } from '../../../domain/profile-flags';
import { priceLines } from '../../../domain/vat';
import { useAccount } from '../../../lib/account/get-account';
import { httpStatusOf } from '../../../lib/api-session';
import { toLocale } from '../../../lib/locale';
import { useEvent } from '../api/get-event';
import { hasPayment, moneyOf } from '../utils/has-payment';
import { EventOrganizerActions } from './event-organizer-actions';
import { EventHistory } from './event-history';
import { EventParticipants } from './event-participants';
import { EventPlace } from './event-place';
import { InvitationAnswer } from './invitation-answer';
import { EventReviewSection } from './event-review';
import { EventStatusBadge } from './event-status-badge';

// Its own chunk, loaded after the page: only who manages a paid booking (its organizer, an account admin) needs it.
// react-hook-form and the zod schema come with the form, after the page; the placeholder holds its height.
const InviteGuestForm = dynamic(() => import('./invite-guest-form').then((m) => m.InviteGuestForm), {
  loading: () => <div className="min-h-[7.5rem]" aria-hidden="true" />,
});
const EventInvoices = dynamic(() => import('./event-invoices').then((m) => m.EventInvoices), { ssr: false });

/** /events/[eventId]: the event, who comes, and, for its organizer, what can still be changed. */
export function EventScreen({ eventId }: { eventId: string }) {
  const { t, i18n } = useTranslation('events');
  const locale = toLocale(i18n.language);
  const query = useEvent(eventId);
  const business = isBusinessAccount(useAccount().data);

  if (query.isPending)
    return <div className="min-h-[60vh] animate-pulse rounded-2xl bg-white/70" aria-busy="true" />;
  if (query.isError) {
    return (
      <div className="space-y-3">
        <h1 className="text-2xl font-semibold text-ink-900">{t('detail.heading')}</h1>
        <p role="alert" className="text-ink-700">
          {t(httpStatusOf(query.error) === 404 ? 'detail.notFound' : 'error')}
        </p>
        <AppLink href="/events" className="text-brand-700 underline">
          {t('detail.back')}
        </AppLink>
      </div>
    );
  }

  const event = query.data;
  const time = (clock: string) => formatClock(parseClock(clock) ?? 0, locale);
  const upcoming = parisInstant(event.day, parseClock(event.start) ?? 0).getTime() > Date.now();
  const live = event.status === 'confirmed' || event.status === 'held';
  const canEdit = event.is_organizer && live && upcoming;
  const spaceHref = `/${event.space.zone}/${event.space.slug}`;
  const money = moneyOf(event);

  return (
    <div className="mx-auto max-w-3xl space-y-6 pb-8">
      <AppLink href="/events" className="text-sm text-brand-700 hover:underline">
        ← {t('detail.back')}
      </AppLink>
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <EventStatusBadge status={event.status} />
          <span className="rounded-full bg-sage-100 px-2 py-1 text-xs text-ink-700">
            {t(event.is_organizer ? 'organizer' : 'guest')}
          </span>
          {event.nth > 1 && (
            <span className="text-xs text-ink-500">{t('detail.nth', { nth: event.nth })}</span>
          )}
        </div>
        <h1 className="text-2xl font-semibold text-ink-900">{event.space.title}</h1>
        <p className="text-ink-700 first-letter:uppercase">
          {formatLongDay(event.day, locale)} · {t('time', { start: time(event.start), end: time(event.end) })}
        </p>
      </header>

      <InvitationAnswer event={event} open={live && upcoming} />
      {money && (
        <section
          aria-labelledby="event-price"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100"
        >
          <h2 id="event-price" className="font-semibold text-ink-900">
            {t('detail.price')}
          </h2>
          {event.occurrences > 1 && (
            <p className="mt-1 text-sm text-ink-700">
              {t('detail.seriesPrice', {
                count: event.occurrences,
                price: formatPrice(Math.round(money.total / event.occurrences), locale),
              })}
            </p>
          )}
          <dl className="mt-2 space-y-1 text-sm">
            <div className="flex justify-between">
              <dt className="text-ink-700">{t('detail.spacePrice')}</dt>
              <dd>{formatPrice(money.spacePrice, locale)}</dd>
            </div>
            {money.extrasPrice > 0 && (
              <div className="flex justify-between">
                <dt className="text-ink-700">{t('detail.extrasPrice')}</dt>
                <dd>{formatPrice(money.extrasPrice, locale)}</dd>
              </div>
            )}
            {money.rebates.map((rebate) => (
              <div key={rebate.code} className="flex justify-between text-ink-700">
                <dt>{t([`rebates.${rebate.code}`, 'rebates.other'], { code: rebate.code })}</dt>
                <dd>−{formatPrice(rebate.amount, locale)}</dd>
              </div>
            ))}
            <VatBreakdown lines={priceLines(money)} business={business} />
          </dl>
        </section>
      )}
      <EventPlace event={event} />

      <div className="flex flex-wrap gap-2">
        <CalendarDownloadButton
          path={`/events/${encodeURIComponent(event.id)}/calendar.ics`}
          slug={event.space.slug}
          day={event.day}
        >
          {t('detail.ics')}
        </CalendarDownloadButton>
        <AppLink href={spaceHref} className={buttonClassName({ variant: 'secondary' })}>
          {t('detail.openSpace')}
        </AppLink>
      </div>

      <EventParticipants event={event} canEdit={canEdit} />
      {canEdit && event.status === 'confirmed' && (
        <section
          aria-labelledby="invite-title"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100"
        >
          <h2 id="invite-title" className="mb-3 font-semibold text-ink-900">
            {t('detail.inviteTitle')}
          </h2>
          <InviteGuestForm eventId={event.id} />
        </section>
      )}
      {canEdit && <EventOrganizerActions event={event} />}
      {event.is_organizer && !upcoming && event.status === 'confirmed' && (
        <EventReviewSection eventId={event.id} spaceTitle={event.space.title} />
      )}
      {event.may_manage && <EventHistory event={event} />}
      {event.may_manage && hasPayment(event) && <EventInvoices bookingId={event.booking_id} />}
    </div>
  );
}
