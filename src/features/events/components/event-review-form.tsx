import { useTranslation } from 'next-i18next/pages';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import type { EventReview, ReviewInput } from '../../../contracts/reviews';
import { REVIEW_COMMENT_MAX } from '../../../contracts/review-values';
import { toLocale } from '../../../lib/locale';
import { useSaveEventReview } from '../api/event-review';
import { apiErrorKeys } from '../utils/api-error-keys';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';

const reviewResolver = lazyZodResolver(() =>
  import(/* webpackChunkName: "form-schemas" */ '../../../contracts/reviews').then(
    (module) => module.reviewInputSchema,
  ),
);

const RATINGS = [1, 2, 3, 4, 5] as const;

/** A past event's review: a rating and an optional comment, editable for a while after. */
export function ReviewForm({
  eventId,
  spaceTitle,
  current,
}: {
  eventId: string;
  spaceTitle: string;
  current: EventReview;
}) {
  const { t, i18n } = useTranslation(['events', 'errors']);
  const save = useSaveEventReview(eventId);
  const { register, handleSubmit, formState, setError, setValue, watch } = useForm<ReviewInput>({
    resolver: reviewResolver,
    defaultValues: { rating: current.review?.rating, comment: current.review?.comment ?? '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(t('review.saved'));
    } catch (error) {
      setError('root', { type: 'api', message: t(apiErrorKeys(error)) });
    }
  });
  const until = current.editable_until
    ? new Intl.DateTimeFormat(toLocale(i18n.language), {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Europe/Paris',
      }).format(new Date(current.editable_until))
    : null;
  const comment = watch('comment') ?? '';
  const rating = watch('rating');
  const ratingError = formState.errors.rating;
  const commentError = formState.errors.comment;

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-labelledby="review-title">
      <p className="text-ink-700">{t('review.intro', { space: spaceTitle })}</p>
      <fieldset aria-describedby={ratingError ? 'review-rating-error' : undefined}>
        <legend className="mb-2 text-sm font-medium text-ink-900">{t('review.rating')}</legend>
        <div className="flex flex-wrap gap-2">
          {RATINGS.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-1 rounded-full px-3 py-1 ring-1 ring-brand-100 has-[:checked]:bg-brand-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name="rating"
                value={value}
                className="sr-only"
                checked={rating === value}
                // Radios give strings; the contract wants the number itself.
                onChange={() => setValue('rating', value, { shouldValidate: formState.isSubmitted })}
              />
              <span aria-hidden="true" className="text-amber-700">
                {'★'.repeat(value)}
              </span>
              <span className="sr-only">{t('review.star', { count: value })}</span>
            </label>
          ))}
        </div>
        {ratingError && (
          <p id="review-rating-error" role="alert" className="mt-1 text-sm text-red-700">
            {t('review.ratingRequired')}
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor="review-comment" className="mb-1 block text-sm font-medium text-ink-900">
          {t('review.comment')}
        </label>
        <textarea
          id="review-comment"
          rows={4}
          maxLength={REVIEW_COMMENT_MAX}
          aria-describedby="review-comment-hint"
          aria-invalid={commentError ? true : undefined}
          className="w-full rounded-xl border border-brand-100 p-3 text-ink-900"
          {...register('comment')}
        />
        <p id="review-comment-hint" className="mt-1 text-sm text-ink-500">
          {commentError
            ? t('review.commentTooLong', { count: REVIEW_COMMENT_MAX })
            : t('review.commentHint', { count: REVIEW_COMMENT_MAX })}{' '}
          ({comment.length}/{REVIEW_COMMENT_MAX})
        </p>
      </div>
      {formState.errors.root && (
        <p role="alert" className="text-sm text-red-700">
          {formState.errors.root.message}
        </p>
      )}
      {until && <p className="text-sm text-ink-500">{t('review.editableUntil', { date: until })}</p>}
      <Button type="submit" loading={formState.isSubmitting}>
        {current.review ? t('review.update') : t('review.submit')}
      </Button>
    </form>
  );
}
