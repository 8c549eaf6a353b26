import { useTranslation } from 'next-i18next/pages';
import type { EventDetail } from '../../../contracts/events';

/** Where the event takes place and how to get in: for its organizer and its guests alike. */
export function EventPlace({ event }: { event: EventDetail }) {
  const { t } = useTranslation('events');
  const { street, postal_code: postalCode, city, access } = event.place;
  return (
    <section
      aria-labelledby="event-place"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100"
    >
      <h2 id="event-place" className="font-semibold text-ink-900">
        {t('detail.place')}
      </h2>
      <address className="mt-2 text-sm text-ink-700 not-italic">
        {street}
        <br />
        {postalCode} {city}
      </address>
      {access && (
        <div className="mt-3 text-sm">
          <h3 className="font-medium text-ink-900">{t('detail.access')}</h3>
          <p className="whitespace-pre-line text-ink-700">{access}</p>
        </div>
      )}
    </section>
  );
}
