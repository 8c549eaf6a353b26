import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useCallback, useId, useRef, useState } from 'react';
import { toLocale } from '../../../lib/locale';
import { shortDayLabel } from '../day-label';

// The calendar is only downloaded when someone opens it.
const DayPopup = dynamic(() => import('./day-popup'), { ssr: false });

export type DayFieldProps = {
  value: string;
  today: string;
  lastDay: string;
  onChange: (day: string) => void;
  error?: string;
};

/** The day filter: a button showing the day, opening a calendar of the next 12 months. */
export function DayField({ value, today, lastDay, onChange, error }: DayFieldProps) {
  const { t, i18n } = useTranslation('search');
  const locale = toLocale(i18n.language);
  const id = useId();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  return (
    <div className="relative space-y-1.5">
      <span id={`${id}-label`} className="block text-sm font-medium text-ink-700">
        {t('filters.day')}
      </span>
      <button
        ref={trigger}
        type="button"
        id={`${id}-button`}
        aria-labelledby={`${id}-label ${id}-button`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? `${id}-dialog` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={() => setOpen((current) => !current)}
        className="flex min-h-11 w-full items-center justify-between gap-2 rounded-xl bg-white px-3 text-left text-base text-ink-900 ring-1 ring-ink-500/30 ring-inset focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none aria-[invalid=true]:ring-red-700"
      >
        <span className="truncate first-letter:uppercase">
          {value === today ? t('filters.today') : shortDayLabel(value, locale, today)}
        </span>
        <svg
          viewBox="0 0 24 24"
          className="size-5 shrink-0 text-ink-500"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          aria-hidden="true"
        >
          <path d="M7 3v3m10-3v3M4 9h16M5 6h14a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1Z" />
        </svg>
      </button>
      {open && (
        <DayPopup
          id={`${id}-dialog`}
          value={value}
          today={today}
          lastDay={lastDay}
          onClose={close}
          trigger={trigger}
          onSelect={(day) => {
            onChange(day);
            setOpen(false);
            trigger.current?.focus();
          }}
        />
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
