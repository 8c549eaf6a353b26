import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import type { EventReview } from '../../../contracts/reviews';
import { useEventReview } from '../api/event-review';

// The form, with react-hook-form, comes after the page: it is only for a booking that has ended.
const ReviewForm = dynamic(() => import('./event-review-form').then((m) => m.ReviewForm), {
  loading: () => <div className="min-h-[16rem]" aria-hidden="true" />,
});

/**
 * On a past event's page, for its organizer: rate the space once the booking has completed, and
 * edit the review for a while after. Nothing shows before the booking completes.
 */
export function EventReviewSection({ eventId, spaceTitle }: { eventId: string; spaceTitle: string }) {
  const { t } = useTranslation('events');
  const query = useEventReview(eventId, true);
  if (!query.data || query.data.state === 'not_yet' || (query.data.state === 'closed' && !query.data.review))
    return null;
  return (
    <section
      id="review"
      aria-labelledby="review-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100"
    >
      <h2 id="review-title" className="mb-1 font-semibold text-ink-900">
        {t('review.heading')}
      </h2>
      {query.data.state === 'open' ? (
        <ReviewForm eventId={eventId} spaceTitle={spaceTitle} current={query.data} />
      ) : (
        <ReviewShown review={query.data} />
      )}
    </section>
  );
}

function ReviewShown({ review }: { review: EventReview }) {
  const { t } = useTranslation('events');
  if (!review.review) return null;
  return (
    <div className="space-y-2 text-ink-700">
      <p>{t('review.yourRating', { rating: review.review.rating })}</p>
      {review.review.comment && <p className="whitespace-pre-line">{review.review.comment}</p>}
    </div>
  );
}
