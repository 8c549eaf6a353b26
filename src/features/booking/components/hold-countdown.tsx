import { AppLink } from '../../../components/ui/app-link';
import { useTranslation } from 'next-i18next/pages';

const WARNING_MS = Number(process.env.NEXT_PUBLIC_BOOKING_WARNING_MINUTES || 5) * 60_000;

const clock = (ms: number) => {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

export type HoldCountdownProps = { remainingMs: number; expired: boolean; spaceHref: string };

/**
 * How long the slot stays held for the user, counting down; once over, says so and leads back to
 * the space to book again. The warning shows in the last minutes (docs/product.md §9, 5 by
 * default).
 */
export function HoldCountdown({ remainingMs, expired, spaceHref }: HoldCountdownProps) {
  const { t } = useTranslation('booking');
  if (expired) {
    return (
      <div role="alert" className="space-y-3 rounded-2xl bg-red-50 p-4 text-red-900">
        <p className="font-medium">{t('hold.expired')}</p>
        <AppLink
          href={spaceHref}
          className="inline-block font-medium text-brand-700 underline underline-offset-2"
        >
          {t('hold.backToSpace')}
        </AppLink>
      </div>
    );
  }
  const warning = remainingMs <= WARNING_MS;
  return (
    <div className={`rounded-2xl p-4 ${warning ? 'bg-red-50 text-red-900' : 'bg-sage-100 text-ink-900'}`}>
      <p>
        {t('hold.remaining')}{' '}
        <span
          role="timer"
          aria-label={t('hold.timerLabel', { count: Math.ceil(remainingMs / 60_000) })}
          className="font-semibold tabular-nums"
        >
          {clock(remainingMs)}
        </span>
      </p>
      {/* Announced once, when the warning starts, rather than every second. */}
      <p aria-live="polite" className="mt-1 text-sm">
        {warning ? t('hold.warning') : ''}
      </p>
    </div>
  );
}
