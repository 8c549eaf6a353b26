import dynamic from 'next/dynamic';
import { AppLink } from '../../../components/ui/app-link';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import { PageMeta } from '../../../components/page-meta';
import type { Availability, SpaceDetail, Zone } from '../../../contracts/spaces';
import { formatPrice } from '../../../domain/money';
import { toLocale } from '../../../lib/locale';
import { appUrl } from '../../../lib/public-env';
import { useAvailability } from '../hooks/use-availability';
import { useBusinessAccount } from '../hooks/use-business-account';
import type { KeyedQuote } from '../hooks/use-slot-quote';
import { useSpaceSlot } from '../hooks/use-space-slot';
import { formatDayLabel, shiftDay, weekdayIndex } from '../utils/calendar';
import type { RecurringOfferPrice } from '../utils/slot-quote';
import { isChosen, type SpaceSlot } from '../utils/slot-query';
import { AvailabilityGrid } from './availability-grid';
import { BookingPanel } from './booking-panel';
import { OpeningHours } from './opening-hours';
import { SpaceFeatures } from './space-features';
import { SpaceGallery } from './space-gallery';
import { RatingSummary } from './rating-summary';

// Only a space with reviews shows them (its page then fetches this with the page, as rendered on the server).
const SpaceReviews = dynamic(() => import('./space-reviews').then((module) => module.SpaceReviews));
// The last thing on the page, under the written address: its code comes after the page, in the browser.
const SpaceMap = dynamic(() => import('./space-map').then((module) => module.SpaceMap), { ssr: false });

export type SpaceScreenProps = {
  zone: Zone;
  space: SpaceDetail;
  /** The grid of the slot's day, as the server found it. */
  availability: Availability;
  slot: SpaceSlot;
  today: string;
  maxDay: string;
  initialQuote: KeyedQuote | null;
  recurringOffers: RecurringOfferPrice[];
  /** schema.org data of the page (utils/structured-data.ts), built by the server. */
  structuredData: Record<string, unknown>;
};

// Photos are 1200 × 800 (scripts/generate-photos.ts): the first one is the page's sharing image.
const PHOTO_SIZE = { width: 1200, height: 800 };

const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${appUrl()}${path}`);

/**
 * /[zone]/[slug]: a space in full, and the panel that books it. `titleAction` sits at the end of
 * the title row, where the favorite heart belongs.
 */
export function SpaceScreen({ titleAction, ...props }: SpaceScreenProps & { titleAction?: ReactNode }) {
  const { zone, space, today, maxDay } = props;
  const { t, i18n } = useTranslation('spaces');
  const locale = toLocale(i18n.language);
  const [slot, setSlot] = useSpaceSlot(props.slot);
  const grid = useAvailability(space.id, slot.day, props.availability);
  const business = useBusinessAccount();
  const price = formatPrice(space.price_hour, locale);
  const capacity = t(space.type === 'desk' ? 'facts.desks' : 'facts.people', { count: space.capacity });
  const firstPhoto = space.photos[0];
  const changeDay = (day: string) => setSlot({ ...slot, day });

  return (
    <>
      <PageMeta
        title={t('meta.title', { title: space.title, district: space.district })}
        description={t('meta.description', {
          title: space.title,
          district: space.district,
          count: space.capacity,
          price,
        })}
        image={firstPhoto ? { url: absolute(firstPhoto), type: 'image/jpeg', ...PHOTO_SIZE } : undefined}
        structuredData={props.structuredData}
      />
      <AppLink
        href={`/${zone.id}`}
        className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        <span aria-hidden="true">← </span>
        {t('backToZone', { zone: zone.name })}
      </AppLink>

      <div className="mt-4 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-8">
        <div className="lg:col-start-1">
          <SpaceGallery photos={space.photos} title={space.title} />
          <div className="mt-5 flex items-start justify-between gap-4">
            <h1 className="text-2xl font-semibold text-ink-900 sm:text-3xl">{space.title}</h1>
            {titleAction}
          </div>
          <p className="mt-1 text-ink-700">
            {space.district} · {capacity} · {t('perHour', { price })}
          </p>
          {space.rating && space.rating.count > 0 && (
            <p className="mt-1 text-ink-700">
              <a href="#reviews" className="underline-offset-2 hover:underline">
                <RatingSummary rating={space.rating} />
              </a>
            </p>
          )}
        </div>

        <aside className="mt-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0">
          <div className="lg:sticky lg:top-20">
            <BookingPanel
              space={space}
              slot={slot}
              onSlotChange={setSlot}
              today={today}
              maxDay={maxDay}
              initialQuote={props.initialQuote}
              recurringOffers={props.recurringOffers}
              availability={grid.availability}
              onRefused={grid.refresh}
              business={business}
            />
          </div>
        </aside>

        <div className="mt-8 space-y-8 lg:col-start-1">
          <Section title={t('sections.availability', { day: formatDayLabel(slot.day, locale) })}>
            <div className="mb-3 flex gap-2">
              <DayButton
                label={t('availability.previousDay')}
                disabled={slot.day <= today}
                onClick={() => changeDay(shiftDay(slot.day, -1))}
              />
              <DayButton
                label={t('availability.nextDay')}
                disabled={slot.day >= maxDay}
                onClick={() => changeDay(shiftDay(slot.day, 1))}
              />
            </div>
            <AvailabilityGrid
              availability={grid.availability}
              loading={grid.loading}
              failed={grid.failed}
              onRetry={grid.refresh}
              selection={isChosen(slot) ? { start: slot.start, end: slot.end } : null}
              priceHour={space.price_hour}
              business={business}
            />
          </Section>
          <Section title={t('sections.about')}>
            <p className="leading-relaxed whitespace-pre-line text-ink-700">{space.description}</p>
          </Section>
          {space.features.length > 0 && (
            <Section title={t('sections.features')}>
              <SpaceFeatures features={space.features} />
            </Section>
          )}
          <Section title={t('sections.hours')}>
            <OpeningHours hours={space.opening_hours} highlight={weekdayIndex(slot.day)} />
          </Section>
          {space.reviews && space.reviews.length > 0 && (
            <Section title={t('reviews.heading')} id="reviews">
              <SpaceReviews reviews={space.reviews} />
            </Section>
          )}
          <Section title={t('sections.location')}>
            <address className="text-ink-700 not-italic">
              {space.address.street}
              <br />
              {space.address.postal_code} {space.address.city} · {space.address.district}
            </address>
            <SpaceMap latitude={space.latitude} longitude={space.longitude} />
          </Section>
        </div>
      </div>
    </>
  );
}

function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section id={id} className="border-t border-brand-100 pt-6">
      <h2 className="mb-3 text-lg font-semibold text-ink-900">{title}</h2>
      {children}
    </section>
  );
}

function DayButton({ label, disabled, onClick }: { label: string; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="rounded-full px-3 py-1.5 text-sm font-medium text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50 disabled:text-ink-500 disabled:hover:bg-transparent"
    >
      {label}
    </button>
  );
}
