import { useTranslation } from 'next-i18next/pages';
import type { PublicReview } from '../../../contracts/reviews';
import { toLocale } from '../../../lib/locale';

/** Five stars, `rating` of them filled; the number itself is said to screen readers by the caller. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span aria-hidden="true" className="tracking-tight text-amber-700">
      {'★'.repeat(rating)}
      <span className="text-ink-500">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

/** The latest visible reviews of a space, each author by first name and initial. */
export function SpaceReviews({ reviews }: { reviews: PublicReview[] }) {
  const { t, i18n } = useTranslation('spaces');
  const locale = toLocale(i18n.language);
  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });
  if (reviews.length === 0) return <p className="text-ink-700">{t('reviews.none')}</p>;
  return (
    <ul className="space-y-4">
      {reviews.map((review) => (
        <li key={review.id} className="rounded-lg border border-brand-100 p-4">
          <p className="flex flex-wrap items-center gap-2 text-sm text-ink-700">
            <Stars rating={review.rating} />
            <span className="sr-only">{t('reviews.rating', { rating: review.rating })}</span>
            <span className="font-medium text-ink-900">{review.author}</span>
            <span>· {month.format(new Date(review.created_at))}</span>
          </p>
          {review.comment && <p className="mt-2 whitespace-pre-line text-ink-700">{review.comment}</p>}
        </li>
      ))}
    </ul>
  );
}
