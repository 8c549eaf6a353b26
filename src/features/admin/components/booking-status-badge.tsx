import { useTranslation } from 'next-i18next/pages';

const TONES: Record<string, string> = {
  held: 'bg-amber-50 text-amber-900',
  confirmed: 'bg-green-50 text-green-800',
  cancelled: 'bg-red-50 text-red-800',
  expired: 'bg-brand-50 text-ink-700',
  completed: 'bg-brand-50 text-ink-900',
};

/** A booking's (or an occurrence's) status, in words and colour. */
export function BookingStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${TONES[status] ?? 'bg-brand-50 text-ink-700'}`}
    >
      {t(`bookings.statuses.${status}`, { defaultValue: status })}
    </span>
  );
}
