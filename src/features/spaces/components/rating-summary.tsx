import { useTranslation } from 'next-i18next/pages';
import type { Rating } from '../../../contracts/reviews';
import { toLocale } from '../../../lib/locale';

/** "4,5" / "4.5": an average as the reader writes decimals. */
export const formatAverage = (average: number, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(average);

/** The average and count of a space's visible reviews, on one line; nothing without a review. */
export function RatingSummary({ rating }: { rating: Rating | undefined }) {
  const { t, i18n } = useTranslation('spaces');
  if (!rating || rating.count === 0 || rating.average === null) return null;
  return (
    <span className="inline-flex items-center gap-1" data-testid="space-rating">
      <span aria-hidden="true" className="text-amber-700">
        ★
      </span>
      {t('reviews.summary', {
        average: formatAverage(rating.average, toLocale(i18n.language)),
        count: rating.count,
      })}
    </span>
  );
}
