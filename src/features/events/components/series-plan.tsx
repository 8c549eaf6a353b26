import { useQueries } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { VatBreakdown } from '../../../components/vat-breakdown';
import { clockString } from '../../../domain/clock';
import { formatPrice } from '../../../domain/money';
import { parisDay } from '../../../domain/paris-time';
import { RECURRING_OFFERS, computePrice } from '../../../domain/pricing';
import { isBusinessAccount } from '../../../domain/profile-flags';
import { recurrenceDays } from '../../../domain/slots';
import { priceLines } from '../../../domain/vat';
import { useAccount } from '../../../lib/account/get-account';
import { apiErrorOf } from '../../../lib/api-session';
import { toLocale } from '../../../lib/locale';
import { useCreateRecurringBooking } from '../api/create-recurring-booking';
import { availabilityKeys, getSpaceAvailability } from '../api/get-space-availability';
import { apiErrorKeys } from '../utils/api-error-keys';
import { occurrenceState } from '../utils/series-conflicts';
import { SeriesConflicts } from './series-conflicts';
import type { PickedSpace } from './space-picker';

export type SeriesPlanInput = {
  space: PickedSpace;
  firstDay: string;
  /** 0 = Monday … 6 = Sunday, one or two. */
  weekdays: number[];
  weeks: number;
  /** Minutes since midnight. */
  start: number;
  end: number;
};

/**
 * A series checked day by day against the space's availability: its conflicts, its price with the
 * weekly offer, and the booking of every free day (the taken ones left out), then its extras.
 */
export function SeriesPlan({ plan }: { plan: SeriesPlanInput }) {
  const { t, i18n } = useTranslation(['events', 'errors']);
  const locale = toLocale(i18n.language);
  const router = useRouter();
  const book = useCreateRecurringBooking();
  const business = isBusinessAccount(useAccount().data);
  const [error, setError] = useState<string>();
  const { space, firstDay, weekdays, weeks, start, end } = plan;
  const days = recurrenceDays({ firstDay, weekdays, weeks });
  const checks = useQueries({
    queries: days.map((day) => ({
      queryKey: availabilityKeys.day(space.id, day),
      queryFn: ({ signal }: { signal: AbortSignal }) => getSpaceAvailability(space.id, day, signal),
      staleTime: 0,
    })),
  });

  if (checks.some((check) => check.isPending)) {
    return (
      <p aria-busy="true" className="text-sm text-ink-500">
        {t('recurring.checking')}
      </p>
    );
  }
  if (checks.some((check) => check.isError)) {
    return (
      <p role="alert" className="text-sm text-ink-700">
        {t('recurring.checkFailed')}
      </p>
    );
  }

  const occurrences = days.map((day, i) => ({
    day,
    state: occurrenceState(checks[i]?.data ?? { cells: [] }, start, end),
  }));
  const free = occurrences.filter((o) => o.state === 'free');
  const daysPerWeek = weekdays.length === 2 ? 2 : 1;
  const offer = RECURRING_OFFERS.find((o) => o.daysPerWeek === daysPerWeek);
  const price = computePrice({
    priceHourCents: space.price_hour,
    occurrences: free.map(({ day }) => ({ day, start, end })),
    today: parisDay(new Date()),
    recurring: { daysPerWeek },
    extras: [],
  });

  const confirm = async () => {
    setError(undefined);
    try {
      const booking = await book.mutateAsync({
        space_id: space.id,
        day: firstDay,
        start: clockString(start),
        end: clockString(end),
        recurrence: { weekdays, weeks },
        skip_days: occurrences.filter((o) => o.state !== 'free').map((o) => o.day),
      });
      await router.push(`/booking/${booking.id}/extras`);
    } catch (failure) {
      setError(t(apiErrorKeys(failure)));
      // Someone took a day meanwhile: check again so the list shows it.
      if (apiErrorOf(failure)?.code === 'SLOT_TAKEN')
        await Promise.all(checks.map((check) => check.refetch()));
    }
  };

  return (
    <section aria-labelledby="series-plan" className="space-y-4">
      <h3 id="series-plan" className="font-semibold text-ink-900">
        {t('recurring.planTitle', { count: free.length, total: occurrences.length })}
      </h3>
      {offer && (
        <p className="text-sm text-ink-700">
          {t('recurring.offer', {
            hours: offer.billedHours,
            hourly: formatPrice(space.price_hour, locale),
            factor: new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB').format(offer.factor),
            price: formatPrice(Math.round(offer.billedHours * space.price_hour * offer.factor), locale),
          })}
        </p>
      )}
      <SeriesConflicts occurrences={occurrences} />
      <dl className="space-y-1 rounded-xl bg-brand-50 p-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-ink-700">{t('detail.spacePrice')}</dt>
          <dd>{formatPrice(price.spacePrice, locale)}</dd>
        </div>
        {price.rebates.map((rebate) => (
          <div key={rebate.code} className="flex justify-between text-ink-700">
            <dt>{t([`rebates.${rebate.code}`, 'rebates.other'], { code: rebate.code })}</dt>
            <dd>−{formatPrice(rebate.amount, locale)}</dd>
          </div>
        ))}
        <VatBreakdown lines={priceLines(price)} business={business} />
      </dl>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button
        fullWidth
        size="large"
        disabled={free.length === 0}
        loading={book.isPending}
        onClick={() => void confirm()}
      >
        {t('recurring.book', { count: free.length })}
      </Button>
    </section>
  );
}
