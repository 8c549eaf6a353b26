import { useTranslation } from 'next-i18next/pages';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { AppLink } from '../../../components/ui/app-link';
import { Button } from '../../../components/ui/button';
import { inputClassName } from '../../../components/ui/field';
import type { AdminReview } from '../../../contracts/reviews';
import { toLocale } from '../../../lib/locale';
import { useApiErrorMessage } from '../../../lib/use-api-error-message';
import { useAdminReviews, useSetReviewHidden, type ReviewFilter } from '../api/admin-reviews';
import { AdminLoadError, AdminLoading } from './admin-section';

const FILTERS: Record<ReviewFilter, string> = {
  all: 'reviews.all',
  visible: 'reviews.visible',
  hidden: 'reviews.hiddenOnly',
};

/** /admin/reviews: the latest reviews; staff hide one (it then counts nowhere) or show it again. */
export function ReviewsScreen() {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const reviews = useAdminReviews(filter);
  const ids = { filter: useId(), list: useId() };

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-ink-900">{t('reviews.heading')}</h1>
      <section aria-labelledby={ids.list} className="rounded-2xl bg-white shadow-sm ring-1 ring-brand-100">
        <div className="flex flex-col gap-3 border-b border-brand-100 px-5 py-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id={ids.list} className="text-lg font-semibold text-ink-900">
            {t('reviews.heading')}
          </h2>
          <div className="space-y-1">
            <label htmlFor={ids.filter} className="block text-sm font-medium text-ink-900">
              {t('reviews.filter')}
            </label>
            <select
              id={ids.filter}
              value={filter}
              onChange={(event) => setFilter(event.target.value as ReviewFilter)}
              className={inputClassName}
            >
              {(Object.keys(FILTERS) as ReviewFilter[]).map((value) => (
                <option key={value} value={value}>
                  {t(FILTERS[value])}
                </option>
              ))}
            </select>
          </div>
        </div>
        {reviews.isPending ? (
          <AdminLoading />
        ) : reviews.isError ? (
          <div className="p-5">
            <AdminLoadError />
          </div>
        ) : reviews.data.length === 0 ? (
          <p className="px-5 py-4 text-sm text-ink-700">{t('reviews.empty')}</p>
        ) : (
          <ul aria-label={t('reviews.heading')} className="divide-y divide-brand-100">
            {reviews.data.map((review) => (
              <ReviewRow key={review.id} review={review} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function ReviewRow({ review }: { review: AdminReview }) {
  const { t, i18n } = useTranslation('admin');
  const locale = toLocale(i18n.language);
  const apiError = useApiErrorMessage();
  const toggle = useSetReviewHidden();
  const hidden = review.hidden_at !== null;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Paris' }).format(
    new Date(review.created_at),
  );

  const run = async () => {
    try {
      await toggle.mutateAsync({ id: review.id, hidden: !hidden });
      toast.success(t('reviews.done'));
    } catch (error) {
      toast.error(apiError(error));
    }
  };

  return (
    <li
      aria-label={`${review.space.title} · ${review.rating}/5`}
      className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0 space-y-1 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-ink-900">{review.rating}/5</span>
          <AppLink href={`/${review.space.zone}/${review.space.slug}`} className="text-brand-700 underline">
            {review.space.title}
          </AppLink>
          <span
            className={`rounded-full px-2 py-0.5 text-xs ${hidden ? 'bg-red-50 text-red-800' : 'bg-sage-100 text-ink-900'}`}
          >
            {t(hidden ? 'reviews.hidden' : 'reviews.shown')}
          </span>
        </p>
        <p className="break-words whitespace-pre-line text-ink-900">
          {review.comment ?? t('reviews.noComment')}
        </p>
        <p className="text-ink-700">
          {review.author.name ?? review.author.email} · {review.author.email} · {date} ·{' '}
          <AppLink href={`/admin/bookings/${review.booking_id}`} className="text-brand-700 underline">
            {review.booking_id.slice(0, 8)}
          </AppLink>
        </p>
      </div>
      <Button variant="secondary" loading={toggle.isPending} onClick={() => void run()}>
        {t(hidden ? 'reviews.unhide' : 'reviews.hide')}
      </Button>
    </li>
  );
}
