import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { MAX_RECURRENCE_WEEKS } from '../../../domain/slots';
import { parseClock } from '../../../domain/clock';
import { addDays, parisDay } from '../../../domain/paris-time';
import { track } from '../../../lib/analytics';
import { SeriesPlan, type SeriesPlanInput } from './series-plan';
import { SpacePicker, type PickedSpace } from './space-picker';
import { TimeSelect } from './time-select';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import type { SeriesForm, SeriesValues } from '../series-form-schema';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

const seriesResolver = lazyZodResolver(() =>
  import(/* webpackChunkName: "form-schemas" */ '../series-form-schema').then(
    (module) => module.seriesFormSchema,
  ),
);

/** Recurring offers: a space, one or two weekdays, a slot and a number of weeks, checked before booking. */
export function RecurringOffer() {
  const { t } = useTranslation('events');
  const [space, setSpace] = useState<PickedSpace | null>(null);
  const [spaceError, setSpaceError] = useState<string>();
  const [plan, setPlan] = useState<SeriesPlanInput | null>(null);
  const tomorrow = addDays(parisDay(new Date()), 1);
  const { register, handleSubmit, watch, formState } = useForm<SeriesForm, unknown, SeriesValues>({
    resolver: seriesResolver,
    defaultValues: { day: addDays(tomorrow, 6), weekdays: [], start: '09:00', end: '17:00', weeks: 4 },
  });
  const chosen = watch('weekdays');
  const errorText = (message?: string) =>
    message ? t(message.startsWith('recurring.') ? message : 'recurring.errors.day') : undefined;

  const submit = handleSubmit((values) => {
    if (!space) {
      setSpaceError(t('recurring.errors.space'));
      return;
    }
    setSpaceError(undefined);
    const weekdays = values.weekdays.map(Number).sort((a, b) => a - b);
    const next: SeriesPlanInput = {
      space,
      firstDay: values.day,
      weekdays,
      weeks: values.weeks,
      start: parseClock(values.start) ?? 0,
      end: parseClock(values.end) ?? 0,
    };
    track('recurring-offer-interest', {
      space_id: space.id,
      days_per_week: weekdays.length,
      weeks: values.weeks,
    });
    setPlan(next);
  });

  return (
    <section
      aria-labelledby="recurring-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 md:p-5"
    >
      <h2 id="recurring-title" className="text-lg font-semibold text-ink-900">
        {t('recurring.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-700">{t('recurring.lead')}</p>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <form
          noValidate
          onSubmit={submit}
          className="space-y-4"
          aria-label={t('recurring.title')}
          onChange={() => setPlan(null)}
        >
          <SpacePicker
            value={space}
            error={spaceError}
            onChange={(picked) => {
              setSpace(picked);
              setSpaceError(undefined);
              setPlan(null);
            }}
          />
          <fieldset>
            <legend className="text-sm font-medium text-ink-700">{t('recurring.weekdays')}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {WEEKDAYS.map((key, index) => {
                const checked = chosen.includes(String(index));
                return (
                  <label
                    key={key}
                    className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-xl px-3 text-sm ring-1 ring-brand-100 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-600"
                  >
                    <input
                      type="checkbox"
                      value={String(index)}
                      disabled={!checked && chosen.length >= 2}
                      className="accent-brand-600"
                      {...register('weekdays')}
                    />
                    {t(`weekdays.${key}`)}
                  </label>
                );
              })}
            </div>
            {formState.errors.weekdays && (
              <p className="mt-1 text-sm text-red-700">{errorText(formState.errors.weekdays.message)}</p>
            )}
          </fieldset>
          <Field
            label={t('recurring.firstDay')}
            type="date"
            min={tomorrow}
            required
            error={errorText(formState.errors.day?.message)}
            {...register('day')}
          />
          <div className="grid grid-cols-2 gap-3">
            <TimeSelect label={t('recurring.start')} {...register('start')} />
            <TimeSelect label={t('recurring.end')} {...register('end')} />
          </div>
          {formState.errors.end && (
            <p className="text-sm text-red-700">{errorText(formState.errors.end.message)}</p>
          )}
          <Field
            label={t('recurring.weeks')}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_RECURRENCE_WEEKS}
            required
            error={errorText(formState.errors.weeks?.message)}
            {...register('weeks')}
          />
          <Button type="submit" fullWidth>
            {t('recurring.check')}
          </Button>
        </form>
        <div aria-live="polite">
          {plan ? (
            <SeriesPlan key={JSON.stringify(plan)} plan={plan} />
          ) : (
            <p className="text-sm text-ink-500">{t('recurring.empty')}</p>
          )}
        </div>
      </div>
    </section>
  );
}
