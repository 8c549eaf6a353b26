import { useTranslation } from 'next-i18next/pages';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button, buttonClassName } from '../../../components/ui/button';
import { apiErrorOf } from '../../../lib/api-session';
import { useCalendarFeed, useResetCalendarFeed } from '../api/calendar-feed';
import { useApiErrorMessage } from '../../../lib/use-api-error-message';
import { AccountCard } from './account-section';

/**
 * The private calendar feed: the address a calendar app subscribes to (the user's bookings and the
 * events they are invited to), to copy or open, and a new address when the old one has leaked.
 */
export function CalendarFeedCard() {
  const { t } = useTranslation('account');
  const apiError = useApiErrorMessage();
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const fieldId = useId();

  const copy = async (address: string) => {
    try {
      await navigator.clipboard.writeText(address);
      toast.success(t('calendarFeed.copied'));
    } catch {
      // No clipboard (an insecure origin, a refused permission): the address is selected instead.
      (document.getElementById(fieldId) as HTMLInputElement | null)?.select();
      toast.info(t('calendarFeed.copyByHand'));
    }
  };

  const renew = async () => {
    try {
      await reset.mutateAsync();
      setConfirming(false);
      toast.success(t('calendarFeed.reset.done'));
    } catch (error) {
      toast.error(apiError(error));
    }
  };

  return (
    <AccountCard className="space-y-4">
      <div className="space-y-1">
        <h2 className="font-medium text-ink-900">{t('calendarFeed.title')}</h2>
        <p className="text-sm text-ink-700">{t('calendarFeed.lead')}</p>
      </div>
      {feed.isPending ? (
        <div className="h-10 animate-pulse rounded-xl bg-brand-50" aria-busy="true" />
      ) : feed.isError ? (
        <p role="alert" className="text-sm text-ink-700">
          {apiErrorOf(feed.error)?.code === 'EMAIL_NOT_VERIFIED'
            ? t('calendarFeed.notVerified')
            : t('loadError')}
        </p>
      ) : (
        <>
          <div className="space-y-1">
            <label htmlFor={fieldId} className="block text-sm font-medium text-ink-900">
              {t('calendarFeed.address')}
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                id={fieldId}
                readOnly
                value={feed.data.webcal_url}
                onFocus={(event) => event.currentTarget.select()}
                className="min-h-10 w-full min-w-0 rounded-xl bg-brand-50 px-3 font-mono text-xs text-ink-900 ring-1 ring-inset ring-brand-100"
              />
              <Button variant="secondary" onClick={() => void copy(feed.data.webcal_url)}>
                {t('calendarFeed.copy')}
              </Button>
            </div>
            <p className="text-xs text-ink-500">{t('calendarFeed.private')}</p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <a href={feed.data.webcal_url} className={buttonClassName()}>
              {t('calendarFeed.subscribe')}
            </a>
            {!confirming && (
              <Button variant="ghost" onClick={() => setConfirming(true)}>
                {t('calendarFeed.reset.action')}
              </Button>
            )}
          </div>
          {confirming && (
            <div
              role="group"
              aria-labelledby={`${fieldId}-reset`}
              className="space-y-3 rounded-xl bg-brand-50 p-4"
            >
              <p id={`${fieldId}-reset`} className="text-sm text-ink-900">
                {t('calendarFeed.reset.warning')}
              </p>
              <div className="flex flex-wrap gap-3">
                <Button onClick={() => void renew()} loading={reset.isPending}>
                  {t('calendarFeed.reset.confirm')}
                </Button>
                <Button variant="ghost" onClick={() => setConfirming(false)}>
                  {t('cancel')}
                </Button>
              </div>
            </div>
          )}
        </>
      )}
    </AccountCard>
  );
}
