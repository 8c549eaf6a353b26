import { useTranslation } from 'next-i18next/pages';
import { useId, useState, type FormEvent } from 'react';
import { AppLink } from '../../../../components/ui/app-link';
import { Button } from '../../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../../components/ui/dialog';
import { Field, inputClassName } from '../../../../components/ui/field';
import type { AdminClosureCreated } from '../../../../contracts/admin-spaces';
import { MAX_CLOSURE_DAYS } from '../../../../contracts/admin-values';
import { parseClock, toHhmm } from '../../../../domain/clock';
import { daysBetween, isValidDay } from '../../../../domain/paris-time';
import { useApiErrorMessage } from '../../../../lib/use-api-error-message';
import { useCreateClosure, type ClosureBody } from '../../api/admin-space-closures';
import { QUARTER_HOURS } from '../../space-form-values';

type Kind = 'day' | 'days' | 'hours';
type Draft = { kind: Kind; fromDay: string; toDay: string; fromTime: string; toTime: string; reason: string };
type Problems = Partial<Record<'fromDay' | 'toDay' | 'toTime', string>>;

const EMPTY: Draft = { kind: 'day', fromDay: '', toDay: '', fromTime: '09:00', toTime: '18:00', reason: '' };
const minutes = (clock: string) => parseClock(clock) ?? 0;

/** What is wrong with the draft, as admin.json keys; nothing when it can be sent. */
function problemsOf(draft: Draft): Problems {
  if (!isValidDay(draft.fromDay)) return { fromDay: 'spaces.closures.errors.day' };
  if (draft.kind === 'days') {
    if (!isValidDay(draft.toDay) || daysBetween(draft.fromDay, draft.toDay) < 0)
      return { toDay: 'spaces.closures.errors.toDay' };
    if (daysBetween(draft.fromDay, draft.toDay) >= MAX_CLOSURE_DAYS)
      return { toDay: 'spaces.closures.errors.tooLong' };
  }
  if (draft.kind === 'hours' && minutes(draft.toTime) <= minutes(draft.fromTime))
    return { toTime: 'spaces.closures.errors.toTime' };
  return {};
}

/** The API's body: days as YYYY-MM-DD, times as HHmm, Paris time. */
function bodyOf(draft: Draft): ClosureBody {
  const reason = draft.reason.trim() ? { reason: draft.reason.trim() } : {};
  if (draft.kind === 'days') return { from_day: draft.fromDay, to_day: draft.toDay, ...reason };
  if (draft.kind === 'hours')
    return {
      from_day: draft.fromDay,
      from_time: toHhmm(minutes(draft.fromTime)),
      to_time: toHhmm(minutes(draft.toTime)),
      ...reason,
    };
  return { from_day: draft.fromDay, ...reason };
}

/** "Add a closure": a day, days or hours of a day, with a reason; then what it overlaps. */
export function ClosureDialog({ spaceId }: { spaceId: string }) {
  const { t } = useTranslation('admin');
  const apiError = useApiErrorMessage();
  const create = useCreateClosure(spaceId);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<AdminClosureCreated | null>(null);
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setDraft(EMPTY);
      setProblems({});
      setFailure(null);
      setCreated(null);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = problemsOf(draft);
    setProblems(found);
    if (Object.keys(found).length) return;
    setFailure(null);
    try {
      setCreated(await create.mutateAsync(bodyOf(draft)));
    } catch (error) {
      setFailure(apiError(error));
    }
  };

  const problem = (key: keyof Problems) => (problems[key] ? t(problems[key]) : undefined);
  const timeSelect = (
    label: string,
    value: string,
    onChange: (value: string) => void,
    options: string[],
    error?: string,
  ) => (
    <Field label={label} error={error} className="flex-1">
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputClassName}
        >
          {options.map((clock) => (
            <option key={clock}>{clock}</option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button>{t('spaces.closures.add')}</Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('spaces.dialog.close')}>
        <DialogTitle>{t('spaces.closures.add')}</DialogTitle>
        {created ? (
          <div className="mt-4 space-y-4">
            <DialogDescription>{t('spaces.closures.created')}</DialogDescription>
            {created.overlapping_bookings > 0 && (
              <div role="alert" className="space-y-2 rounded-xl bg-amber-50 p-3 text-sm text-ink-900">
                <p>{t('spaces.closures.overlapping', { count: created.overlapping_bookings })}</p>
                <ul className="list-inside list-disc">
                  {created.overlapping_booking_ids.map((booking) => (
                    <li key={booking}>
                      <AppLink
                        href={`/admin/bookings/${booking}`}
                        className="text-brand-700 underline underline-offset-2"
                      >
                        {t('spaces.closures.booking', { id: booking.slice(0, 8) })}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <div className="flex justify-end">
              <DialogClose asChild>
                <Button>{t('spaces.dialog.done')}</Button>
              </DialogClose>
            </div>
          </div>
        ) : (
          <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
            <DialogDescription>{t('spaces.closures.parisTime')}</DialogDescription>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-ink-700">{t('spaces.closures.kind')}</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-2">
                {(['day', 'days', 'hours'] as const).map((kind) => (
                  <label key={kind} className="flex min-h-10 items-center gap-2 text-ink-900">
                    <input
                      type="radio"
                      name={`${id}-kind`}
                      checked={draft.kind === kind}
                      onChange={() => set({ kind })}
                      className="size-5 accent-brand-600"
                    />
                    {t(`spaces.closures.kinds.${kind}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="flex flex-wrap gap-3">
              <Field
                className="flex-1"
                type="date"
                label={t(draft.kind === 'days' ? 'spaces.closures.fromDay' : 'spaces.closures.day')}
                value={draft.fromDay}
                onChange={(event) => set({ fromDay: event.target.value })}
                error={problem('fromDay')}
                required
              />
              {draft.kind === 'days' && (
                <Field
                  className="flex-1"
                  type="date"
                  label={t('spaces.closures.toDay')}
                  value={draft.toDay}
                  onChange={(event) => set({ toDay: event.target.value })}
                  error={problem('toDay')}
                  required
                />
              )}
            </div>
            {draft.kind === 'hours' && (
              <div className="flex flex-wrap gap-3">
                {timeSelect(
                  t('spaces.closures.fromTime'),
                  draft.fromTime,
                  (fromTime) => set({ fromTime }),
                  QUARTER_HOURS.slice(0, -1),
                )}
                {timeSelect(
                  t('spaces.closures.toTime'),
                  draft.toTime,
                  (toTime) => set({ toTime }),
                  QUARTER_HOURS.slice(1),
                  problem('toTime'),
                )}
              </div>
            )}
            <Field label={t('spaces.closures.reason')} hint={t('spaces.closures.reasonHint')}>
              {(control) => (
                <textarea
                  {...control}
                  value={draft.reason}
                  maxLength={500}
                  onChange={(event) => set({ reason: event.target.value })}
                  className={`${inputClassName} min-h-20 py-2`}
                />
              )}
            </Field>
            {failure && (
              <p role="alert" className="text-sm text-red-700">
                {failure}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button variant="secondary">{t('spaces.dialog.cancel')}</Button>
              </DialogClose>
              <Button type="submit" loading={create.isPending}>
                {t('spaces.closures.submit')}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
