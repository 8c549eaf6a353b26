import { useTranslation } from 'next-i18next/pages';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { toLocale } from '../../../lib/locale';
import { clampDay, monthStart, monthWeeks, shiftDay, shiftMonth, weekdayOf } from '../calendar-month';
import { formatCalendarDay } from '../../../domain/calendar-format';
import { longDayLabel } from '../day-label';

export type CalendarGridProps = {
  value: string;
  /** First and last days that can be chosen (today, and 12 months ahead). */
  min: string;
  max: string;
  today: string;
  onSelect: (day: string) => void;
};

// A known Monday, to name the weekdays in the page's language.
const A_MONDAY = '2024-01-01';

/**
 * A month of days to choose from, loaded only when the day button is pressed. Keyboard as in the
 * WAI-ARIA date picker: arrows move by day and week, Home/End to the week's ends, Page Up/Down
 * by month (with Shift, by year), Enter or Space chooses. Days outside [min, max] are disabled.
 */
export default function CalendarGrid({ value, min, max, today, onSelect }: CalendarGridProps) {
  const { t, i18n } = useTranslation('search');
  const locale = toLocale(i18n.language);
  const titleId = useId();
  const [focused, setFocused] = useState(() => clampDay(value, min, max));
  const [shown, setShown] = useState(() => monthStart(clampDay(value, min, max)));
  const table = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(true);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    table.current?.querySelector<HTMLButtonElement>(`button[data-day="${focused}"]`)?.focus();
  }, [focused, shown]);

  const focusDay = (day: string) => {
    const next = clampDay(day, min, max);
    moveFocus.current = true;
    setFocused(next);
    setShown(monthStart(next));
  };

  const showMonth = (months: number) => {
    const next = clampDay(shiftMonth(focused, months), min, max);
    setFocused(next);
    setShown(monthStart(next));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => shiftDay(focused, -1),
      ArrowRight: () => shiftDay(focused, 1),
      ArrowUp: () => shiftDay(focused, -7),
      ArrowDown: () => shiftDay(focused, 7),
      Home: () => shiftDay(focused, -weekdayOf(focused)),
      End: () => shiftDay(focused, 6 - weekdayOf(focused)),
      PageUp: () => shiftMonth(focused, event.shiftKey ? -12 : -1),
      PageDown: () => shiftMonth(focused, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    focusDay(move());
  };

  const canGoBack = shown > monthStart(min);
  const canGoForward = shown < monthStart(max);
  const weekdays = Array.from({ length: 7 }, (_, i) => shiftDay(A_MONDAY, i));
  const navButton =
    'flex size-10 items-center justify-center rounded-full text-ink-700 hover:bg-brand-100 disabled:text-ink-500/40 disabled:hover:bg-transparent focus-visible:outline-2 focus-visible:outline-brand-600';

  return (
    <div className="w-72 select-none">
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          className={navButton}
          onClick={() => showMonth(-1)}
          disabled={!canGoBack}
          aria-label={t('calendar.previousMonth')}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h2
          id={titleId}
          className="text-sm font-semibold text-ink-900 first-letter:uppercase"
          aria-live="polite"
        >
          {formatCalendarDay(shown, locale, { month: 'long', year: 'numeric' })}
        </h2>
        <button
          type="button"
          className={navButton}
          onClick={() => showMonth(1)}
          disabled={!canGoForward}
          aria-label={t('calendar.nextMonth')}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table
        ref={table}
        className="w-full border-collapse text-center text-sm"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th
                key={day}
                scope="col"
                abbr={formatCalendarDay(day, locale, { weekday: 'long' })}
                className="pb-1 text-xs font-medium text-ink-500"
              >
                {formatCalendarDay(day, locale, { weekday: 'narrow' })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(shown).map((week) => (
            <tr key={week.find(Boolean) ?? 'empty'}>
              {week.map((day, index) => (
                <td key={day ?? `pad-${index}`} className="p-0.5">
                  {day && (
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === focused ? 0 : -1}
                      disabled={day < min || day > max}
                      aria-label={longDayLabel(day, locale)}
                      aria-pressed={day === value}
                      aria-current={day === today ? 'date' : undefined}
                      onClick={() => onSelect(day)}
                      onFocus={() => setFocused(day)}
                      className={[
                        'size-9 rounded-full focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:text-ink-500/40',
                        day === value
                          ? 'bg-brand-600 font-semibold text-white'
                          : 'text-ink-900 enabled:hover:bg-brand-100',
                        day === today && day !== value ? 'font-semibold underline underline-offset-4' : '',
                      ].join(' ')}
                    >
                      {Number(day.slice(8))}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
