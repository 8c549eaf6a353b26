import { useTranslation } from 'next-i18next/pages';
import type { EventSummary } from '../../../contracts/events';

const TONES: Record<EventSummary['status'], string> = {
  held: 'bg-brand-100 text-brand-900',
  confirmed: 'bg-sage-100 text-ink-900',
  cancelled: 'bg-red-50 text-red-800',
  expired: 'bg-ink-500/10 text-ink-700',
};

/** The state of an event in words: awaiting payment, confirmed, cancelled, expired. */
export function EventStatusBadge({ status }: { status: EventSummary['status'] }) {
  const { t } = useTranslation('events');
  return (
    <span className={`rounded-full px-2 py-1 text-xs font-medium ${TONES[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
}
