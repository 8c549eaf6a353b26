import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import { inputClassName } from '../../../components/ui/input-class-name';
import { formatClock, parseClock, toHhmm } from '../../../domain/clock';
import { toLocale } from '../../../lib/locale';
import { isCalendarDay, slotTimes, type SpaceSlot } from '../utils/slot-query';

export type SlotField = 'day' | 'start' | 'end';

export type SlotFieldsProps = {
  slot: SpaceSlot;
  onChange: (slot: SpaceSlot) => void;
  today: string;
  maxDay: string;
  /** Fields a problem is about: marked invalid and described by the problems' text. */
  invalid: ReadonlySet<SlotField>;
  describedBy: string | undefined;
};

const ONE_HOUR = 60;

/** The day and the start and end times (whole and half hours, 08:00–23:00) of the slot to book. */
export function SlotFields({ slot, onChange, today, maxDay, invalid, describedBy }: SlotFieldsProps) {
  const { t, i18n } = useTranslation('spaces');
  const locale = toLocale(i18n.language);
  const id = useId();
  const control = (field: SlotField) => ({
    id: `${id}-${field}`,
    'aria-invalid': invalid.has(field) || undefined,
    'aria-describedby': invalid.has(field) ? describedBy : undefined,
  });
  const label = (field: SlotField, text: string) => (
    <label htmlFor={`${id}-${field}`} className="block text-sm font-medium text-ink-700">
      {text}
    </label>
  );
  const times = (edge: 'start' | 'end') =>
    slotTimes(edge).map((minutes) => (
      <option key={minutes} value={toHhmm(minutes)}>
        {formatClock(minutes, locale)}
      </option>
    ));
  const readTime = (value: string) => (value === '' ? null : (parseClock(value) ?? null));

  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        {label('day', t('booking.day'))}
        <input
          type="date"
          {...control('day')}
          value={slot.day}
          min={today}
          max={maxDay}
          onChange={(event) => {
            const day = event.target.value;
            if (isCalendarDay(day)) onChange({ ...slot, day });
          }}
          className={inputClassName}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="space-y-1.5">
          {label('start', t('booking.start'))}
          <select
            {...control('start')}
            value={slot.start === null ? '' : toHhmm(slot.start)}
            onChange={(event) => {
              const start = readTime(event.target.value);
              // The first choice of a start comes with an hour's slot, the shortest most people book.
              const end =
                slot.end ??
                (start === null ? null : Math.min(start + ONE_HOUR, slotTimes('end').at(-1) ?? start));
              onChange({ ...slot, start, end });
            }}
            className={inputClassName}
          >
            <option value="">{t('booking.choose')}</option>
            {times('start')}
          </select>
        </div>
        <div className="space-y-1.5">
          {label('end', t('booking.end'))}
          <select
            {...control('end')}
            value={slot.end === null ? '' : toHhmm(slot.end)}
            onChange={(event) => onChange({ ...slot, end: readTime(event.target.value) })}
            className={inputClassName}
          >
            <option value="">{t('booking.choose')}</option>
            {times('end')}
          </select>
        </div>
      </div>
    </div>
  );
}
