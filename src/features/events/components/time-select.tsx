import { useId, type SelectHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { BOOKABLE_END, BOOKABLE_START, SLOT_STEP, clockString, formatClock } from '../../../domain/clock';
import { inputClassName } from '../../../components/ui/field';
import { toLocale } from '../../../lib/locale';

export type TimeSelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  /** First and last choices, minutes since midnight; the bookable day by default. */
  from?: number;
  to?: number;
  ref?: Ref<HTMLSelectElement>;
};

/** A half-hour time in the bookable day, shown in the page's language, valued "HH:mm". */
export function TimeSelect({
  label,
  from = BOOKABLE_START,
  to = BOOKABLE_END,
  id,
  ref,
  ...select
}: TimeSelectProps) {
  const { i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const generated = useId();
  const controlId = id ?? generated;
  const options: number[] = [];
  for (let minute = from; minute <= to; minute += SLOT_STEP) options.push(minute);
  return (
    <div className="space-y-1.5">
      <label htmlFor={controlId} className="block text-sm font-medium text-ink-700">
        {label}
      </label>
      <select id={controlId} ref={ref} className={inputClassName} {...select}>
        {options.map((minute) => (
          <option key={minute} value={clockString(minute)}>
            {formatClock(minute, locale)}
          </option>
        ))}
      </select>
    </div>
  );
}
