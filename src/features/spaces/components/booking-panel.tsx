import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClassName } from '../../../components/ui/input-class-name';
import type { Availability, SpaceDetail } from '../../../contracts/spaces';
import { formatClock, parseClock } from '../../../domain/clock';
import { formatPrice } from '../../../domain/money';
import { toLocale } from '../../../lib/locale';
import { useBookSlot } from '../hooks/use-book-slot';
import { preloadSlotRules, useSlotQuote, type KeyedQuote } from '../hooks/use-slot-quote';
import { weekdayIndex } from '../utils/calendar';
import type { RecurringOfferPrice } from '../utils/slot-quote';
import { isChosen, type ChosenSlot, type SpaceSlot } from '../utils/slot-query';
import { SlotFields, type SlotField } from './slot-fields';

// Shown once a slot is chosen (rendered on the server when the address carries one, and then
// fetched with the page): otherwise fetched after the page has hydrated, before anyone picks times.
const loadPriceDetails = () => import('./price-details').then((module) => module.PriceDetails);
const PriceDetails = dynamic(loadPriceDetails);

export type BookingPanelProps = {
  space: Pick<SpaceDetail, 'id' | 'type' | 'capacity' | 'price_hour' | 'opening_hours' | 'day_rates'>;
  slot: SpaceSlot;
  onSlotChange: (slot: SpaceSlot) => void;
  /** Today and the last bookable day in Paris (12 months ahead), from the server. */
  today: string;
  maxDay: string;
  /** The server's verdict and price for the slot of the first render. */
  initialQuote: KeyedQuote | null;
  recurringOffers: RecurringOfferPrice[];
  /** The chosen day's grid when known: a slot over a taken cell is refused before asking. */
  availability: Availability | undefined;
  /** The API refused the slot (taken meanwhile): the grid should be fetched again. */
  onRefused: () => void;
  /** The visitor's account is a business one: the price reads HT first. */
  business: boolean;
};

type Problem = string;

// Which field each problem of validateSlot (src/domain/slots.ts) is about.
const PROBLEM_FIELDS: Record<Problem, SlotField[]> = {
  invalid_day: ['day'],
  closed_that_day: ['day'],
  too_far_ahead: ['day'],
  in_the_past: ['day', 'start'],
  not_half_hour: ['start', 'end'],
  outside_bookable_hours: ['start', 'end'],
  end_before_start: ['end'],
  outside_opening_hours: ['start', 'end'],
  taken: ['start', 'end'],
  not_enough_desks: ['start', 'end'],
};

const sameSlot = (a: ChosenSlot, b: SpaceSlot) => a.day === b.day && a.start === b.start && a.end === b.end;

const cellsOf = (availability: Availability | undefined, slot: ChosenSlot) =>
  availability?.day === slot.day
    ? availability.cells.filter(
        (cell) => (parseClock(cell.start) ?? 0) < slot.end && (parseClock(cell.end) ?? 0) > slot.start,
      )
    : [];

const overlapsTaken = (availability: Availability | undefined, slot: ChosenSlot) =>
  cellsOf(availability, slot).some((cell) => !cell.free);

/** A desk space's desks free for the whole slot, when the grid of its day is known. */
function desksLeftFor(availability: Availability | undefined, slot: ChosenSlot | null): number | null {
  const cells = slot ? cellsOf(availability, slot) : [];
  if (cells.length === 0) return null;
  return Math.min(...cells.map((cell) => cell.desks_left ?? 0));
}

/**
 * Books the space: a day and times, validated by the booking rules, priced by the pricing module
 * (hours × hourly price, rebates on their own lines), and the Book button that holds the slot.
 */
export function BookingPanel(props: BookingPanelProps) {
  const {
    space,
    slot,
    onSlotChange,
    today,
    maxDay,
    initialQuote,
    recurringOffers,
    availability,
    onRefused,
    business,
  } = props;
  const { t, i18n } = useTranslation('spaces');
  const locale = toLocale(i18n.language);
  const problemsId = useId();
  const deskSpace = space.type === 'desk';
  const [desks, setDesks] = useState(1);
  const quote = useSlotQuote(space, slot, initialQuote, desks);
  const { book, busy, failure } = useBookSlot(space.id, onRefused, deskSpace ? desks : undefined);

  // The rules and the price lines are needed at the first change of slot: fetch them while the visitor reads.
  useEffect(() => {
    const timer = setTimeout(() => {
      preloadSlotRules();
      void loadPriceDetails();
    }, 1500);
    return () => clearTimeout(timer);
  }, []);

  const chosen = isChosen(slot) ? slot : null;
  const problems: Problem[] = [...(quote?.problems ?? [])];
  if (chosen && problems.length === 0 && overlapsTaken(availability, chosen)) problems.push('taken');
  const desksLeft = deskSpace ? desksLeftFor(availability, chosen) : null;
  if (desksLeft !== null && desksLeft > 0 && desks > desksLeft && problems.length === 0)
    problems.push('not_enough_desks');
  const invalid = new Set(problems.flatMap((problem) => PROBLEM_FIELDS[problem] ?? []));
  const opening = space.opening_hours[weekdayIndex(slot.day)];
  const clock = (hhmm: number) => formatClock(parseClock(hhmm) ?? 0, locale);
  const hoursArgs = opening ? { open: clock(opening.open), close: clock(opening.close) } : {};
  const price = quote && problems.length === 0 ? quote.price : null;
  const earlyApplied = price?.rebates.some((rebate) => rebate.code === 'promotion.early_booking') ?? false;
  const shownFailure = failure && sameSlot(failure.slot, slot) ? failure.reason : null;
  const [oneDay, twoDays] = recurringOffers;

  return (
    <section
      aria-labelledby={`${problemsId}-title`}
      className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={`${problemsId}-title`} className="text-lg font-semibold text-ink-900">
          {t('booking.heading')}
        </h2>
        <p className="text-sm text-ink-700">
          {t('perHour', { price: formatPrice(space.price_hour, locale) })}
        </p>
      </div>

      <SlotFields
        slot={slot}
        onChange={onSlotChange}
        today={today}
        maxDay={maxDay}
        invalid={invalid}
        describedBy={problemsId}
      />

      {deskSpace && (
        <div className="space-y-1.5">
          <label htmlFor={`${problemsId}-desks`} className="block text-sm font-medium text-ink-700">
            {t('booking.desks')}
          </label>
          <select
            id={`${problemsId}-desks`}
            value={desks}
            onChange={(event) => setDesks(Number(event.target.value))}
            aria-describedby={`${problemsId}-desks-left`}
            className={inputClassName}
          >
            {Array.from({ length: space.capacity }, (_, i) => i + 1).map((count) => (
              <option key={count} value={count}>
                {t('booking.deskCount', { count })}
              </option>
            ))}
          </select>
          <p id={`${problemsId}-desks-left`} className="text-sm text-ink-700">
            {desksLeft === null
              ? t('booking.desksInSpace', { count: space.capacity })
              : t('booking.desksLeft', { count: desksLeft })}
          </p>
        </div>
      )}

      <div id={problemsId} aria-live="polite">
        {problems.length > 0 && (
          <ul className="space-y-1 text-sm text-red-700">
            {problems.map((problem) => (
              <li key={problem}>{t(`problems.${problem}`, { ...hoursArgs, count: desksLeft ?? 0 })}</li>
            ))}
          </ul>
        )}
      </div>

      <div aria-live="polite" aria-busy={quote === undefined || undefined} className="min-h-16">
        {price && chosen ? (
          <PriceDetails
            price={price}
            priceHour={space.price_hour}
            hours={(chosen.end - chosen.start) / 60}
            desks={deskSpace ? desks : undefined}
            business={business}
          />
        ) : (
          !chosen && <p className="text-sm text-ink-700">{t('booking.chooseTimes')}</p>
        )}
      </div>

      <Button
        size="large"
        fullWidth
        loading={busy}
        disabled={!chosen || !price}
        onClick={() => chosen && book(chosen)}
      >
        {t('booking.book')}
      </Button>
      {shownFailure && (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {t(`booking.errors.${shownFailure}`)}
        </p>
      )}

      <ul className="space-y-1.5 border-t border-brand-100 pt-4 text-xs text-ink-700">
        <li>
          {t('price.dayRates', {
            weekday: formatPrice(space.day_rates.weekday, locale),
            weekend: formatPrice(space.day_rates.weekend, locale),
          })}
        </li>
        {!earlyApplied && <li>{t('price.earlyHint')}</li>}
        {oneDay && twoDays && (
          <li>
            {t('price.recurring', {
              one: formatPrice(oneDay.dayPrice, locale),
              two: formatPrice(twoDays.dayPrice, locale),
            })}
          </li>
        )}
      </ul>
    </section>
  );
}
