import { useTranslation } from 'next-i18next/pages';
import { useRef, type RefObject } from 'react';
import { useDismiss } from '../hooks/use-dismiss';
import CalendarGrid from './calendar-grid';

export type DayPopupProps = {
  id: string;
  value: string;
  today: string;
  lastDay: string;
  onSelect: (day: string) => void;
  onClose: () => void;
  trigger: RefObject<HTMLButtonElement | null>;
};

/** The calendar under the day button, loaded when the button is first pressed. */
export default function DayPopup({ id, value, today, lastDay, onSelect, onClose, trigger }: DayPopupProps) {
  const { t } = useTranslation('search');
  const panel = useRef<HTMLDivElement>(null);
  useDismiss(true, onClose, { trigger, panel });
  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-label={t('calendar.label')}
      className="absolute top-full left-0 z-30 mt-1 rounded-2xl bg-white p-3 shadow-lg ring-1 ring-brand-100"
    >
      <CalendarGrid value={value} min={today} max={lastDay} today={today} onSelect={onSelect} />
    </div>
  );
}
