import { useTranslation } from 'next-i18next/pages';
import { inputClassName } from '../../../../components/ui/field';
import { QUARTER_HOURS } from '../../space-form-values';
import { FormSection, useSpaceFieldError, useSpaceForm } from './space-form-fields';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** Monday … Sunday: closed, or open from one quarter hour to a later one. */
export function OpeningHoursSection() {
  const { t } = useTranslation('admin');
  const { register, watch } = useSpaceForm();
  const errorOf = useSpaceFieldError();
  const hours = watch('hours');

  return (
    <FormSection title={t('spaces.hours.title')} description={t('spaces.hours.hint')}>
      <ul className="divide-y divide-brand-100">
        {WEEKDAYS.map((weekday, index) => {
          const closed = hours[index]?.closed ?? false;
          const dayName = t(`spaces.weekdays.${weekday}`);
          const error = errorOf(`hours.${index}.close`);
          const errorId = `hours-${weekday}-error`;
          return (
            <li key={weekday} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
              <span className="w-24 font-medium text-ink-900">{dayName}</span>
              <label className="flex min-h-10 items-center gap-2 text-sm text-ink-700">
                <input
                  type="checkbox"
                  aria-label={t('spaces.hours.closedAria', { day: dayName })}
                  {...register(`hours.${index}.closed`)}
                  className="size-5 accent-brand-600"
                />
                {t('spaces.hours.closedOn', { day: dayName })}
              </label>
              <div className="flex items-center gap-2" hidden={closed}>
                <select
                  aria-label={t('spaces.hours.opensOn', { day: dayName })}
                  {...register(`hours.${index}.open`)}
                  className={`${inputClassName} w-28`}
                >
                  {QUARTER_HOURS.slice(0, -1).map((clock) => (
                    <option key={clock}>{clock}</option>
                  ))}
                </select>
                <span aria-hidden="true">–</span>
                <select
                  aria-label={t('spaces.hours.closesOn', { day: dayName })}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  {...register(`hours.${index}.close`)}
                  className={`${inputClassName} w-28`}
                >
                  {QUARTER_HOURS.slice(1).map((clock) => (
                    <option key={clock}>{clock}</option>
                  ))}
                </select>
              </div>
              {error && !closed && (
                <p id={errorId} className="w-full text-sm text-red-700">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </FormSection>
  );
}
