import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import type { Locale } from '../../../domain/money';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import type { SearchResult } from '../search-filters';
import { SpacePrice } from './space-price';

export type SpaceCardProps = {
  space: SearchResult;
  /** The space page, with the chosen day and slot. */
  href: string;
  /** The first cards are above the fold: their photo loads at once; the rest load lazily. */
  priority: boolean;
  /** Highlighted with its pin on the map. */
  active?: boolean;
  onActivate?: (id: string | null) => void;
  /** Drawn over the photo's corner, outside the card's link (e.g. the favorite heart). */
  action?: ReactNode;
  /** The list's `t` (search namespace) and locale: translated once for all the cards, not per card. */
  t: TFunction;
  locale: Locale;
};

const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

/** "4,5" / "4.5". */
const formatRating = (average: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(average);

/** The element id of a result card, for the map's pins to scroll to. */
export const spaceCardId = (id: string) => `space-${id}`;

export function SpaceCard({
  space,
  href,
  priority,
  active = false,
  onActivate,
  action,
  t,
  locale,
}: SpaceCardProps) {
  return (
    <li
      id={spaceCardId(space.id)}
      className={`relative overflow-hidden rounded-2xl bg-white shadow-sm transition-shadow ${active ? 'ring-2 ring-brand-600' : 'ring-1 ring-brand-100'}`}
      onPointerEnter={onActivate && (() => onActivate(space.id))}
      onPointerLeave={onActivate && (() => onActivate(null))}
      onFocus={onActivate && (() => onActivate(space.id))}
      onBlur={onActivate && (() => onActivate(null))}
    >
      <AppLink href={href} className="block focus-visible:outline-2 focus-visible:outline-brand-600">
        <div className="relative aspect-[3/2] bg-brand-100">
          {space.photo && (
            <ResponsiveImage
              src={space.photo}
              alt=""
              sizes={CARD_SIZES}
              // Never narrower than 320 px: half of a 640 px window, or a whole phone's.
              minWidth={320}
              className="object-cover"
              priority={priority}
            />
          )}
        </div>
        <div className="space-y-1 p-4">
          <h2 className="font-medium text-ink-900">{space.title}</h2>
          <p className="text-sm text-ink-500">
            {space.district} ·{' '}
            {space.desks_left === null
              ? t(space.type === 'desk' ? 'card.desks' : 'card.people', { count: space.capacity })
              : t('card.desksLeft', { count: space.desks_left, total: space.capacity })}
          </p>
          {space.rating && space.rating.count > 0 && space.rating.average !== null && (
            <p className="text-sm text-ink-700" data-testid="card-rating">
              <span aria-hidden="true">
                <span className="text-amber-700">★</span> {formatRating(space.rating.average, locale)} (
                {space.rating.count})
              </span>
              <span className="sr-only">
                {t('rating.label', {
                  average: formatRating(space.rating.average, locale),
                  count: space.rating.count,
                })}
              </span>
            </p>
          )}
          <SpacePrice
            priceHour={space.price_hour}
            price={space.price}
            rebates={space.rebates}
            dayPass={space.day_pass}
            t={t}
            locale={locale}
          />
        </div>
      </AppLink>
      {/* The favorite heart goes here, beside the link rather than inside it (no nested controls). */}
      {action && <div className="absolute top-2 right-2">{action}</div>}
    </li>
  );
}
