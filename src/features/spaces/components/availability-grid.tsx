import { useTranslation } from 'next-i18next/pages';
import type { Availability } from '../../../contracts/spaces';
import { formatClock, parseClock, SLOT_STEP } from '../../../domain/clock';
import { formatPrice, type Locale } from '../../../domain/money';
import { priceOfMinutes } from '../../../domain/slot-price';
import { splitTtc } from '../../../domain/vat-split';
import { toLocale } from '../../../lib/locale';

type Cell = { start: number; end: number; free: boolean };

export type AvailabilityGridProps = {
  availability: Availability | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The chosen times, marked on the grid; null until both are chosen. */
  selection: { start: number; end: number } | null;
  /** The space's hourly price (TTC cents), which prices each cell. */
  priceHour: number;
  /** A business account reads the cell's price HT, everyone else TTC. */
  business: boolean;
};

const cellsOf = (availability: Availability): Cell[] =>
  availability.cells.map((cell) => ({
    start: parseClock(cell.start) ?? 0,
    end: parseClock(cell.end) ?? 0,
    free: cell.free,
  }));

/** Taken cells joined into ranges: 10:00–10:30 and 10:30–11:00 read "10h – 11h". */
function takenRanges(cells: Cell[]): { start: number; end: number }[] {
  const ranges: { start: number; end: number }[] = [];
  for (const cell of cells) {
    if (cell.free) continue;
    const last = ranges.at(-1);
    if (last && last.end === cell.start) last.end = cell.end;
    else ranges.push({ start: cell.start, end: cell.end });
  }
  return ranges;
}

const range = (start: number, end: number, locale: Locale) =>
  `${formatClock(start, locale)} – ${formatClock(end, locale)}`;

/**
 * The chosen day as half-hour cells within opening hours, with what one cell costs (HT for a
 * business account, TTC otherwise): free, taken (striped and named so to screen readers, not by
 * colour alone) and the visitor's own slot outlined.
 */
export function AvailabilityGrid({
  availability,
  loading,
  failed,
  onRetry,
  selection,
  priceHour,
  business,
}: AvailabilityGridProps) {
  const { t, i18n } = useTranslation(['spaces', 'common']);
  const locale = toLocale(i18n.language);

  if (failed) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-ink-700">
        {t('availability.failed')}
        <button
          type="button"
          onClick={onRetry}
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          {t('availability.retry')}
        </button>
      </div>
    );
  }
  if (loading || !availability) {
    return (
      <p aria-busy="true" className="min-h-24 text-sm text-ink-500">
        {t('availability.loading')}
      </p>
    );
  }
  const cells = cellsOf(availability);
  if (cells.length === 0) return <p className="text-sm text-ink-700">{t('availability.closed')}</p>;

  const taken = takenRanges(cells);
  const inSelection = (cell: Cell) =>
    selection !== null && cell.start < selection.end && cell.end > selection.start;
  const cellPrice = splitTtc(priceOfMinutes(priceHour, SLOT_STEP));
  const shownPrice = t(business ? 'common:vat.priceHt' : 'common:vat.priceTtc', {
    price: formatPrice(business ? cellPrice.ht : cellPrice.ttc, locale),
  });
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-700">
        {taken.length === 0
          ? t('availability.allFree')
          : t('availability.takenSummary', {
              ranges: taken.map((r) => range(r.start, r.end, locale)).join(', '),
            })}
      </p>
      <p className="text-sm text-ink-700">
        {t('availability.slotPrice', { minutes: SLOT_STEP, price: shownPrice })}
      </p>
      <ol
        aria-label={t('availability.cellsLabel')}
        className="grid grid-cols-6 gap-1 sm:grid-cols-8 xl:grid-cols-10"
      >
        {cells.map((cell) => {
          const chosen = inSelection(cell);
          const state = cell.free ? t('availability.free') : t('availability.taken');
          return (
            <li
              key={cell.start}
              data-state={cell.free ? 'free' : 'taken'}
              className={[
                'flex h-10 items-center justify-center rounded-md text-xs',
                cell.free
                  ? 'bg-sage-100 text-ink-900'
                  : 'bg-ink-700 bg-[repeating-linear-gradient(135deg,transparent_0_5px,rgb(255_255_255/0.18)_5px_8px)] text-white line-through',
                chosen ? 'ring-2 ring-brand-600 ring-offset-1' : '',
              ].join(' ')}
            >
              <span aria-hidden="true">{cell.start % 60 === 0 ? formatClock(cell.start, locale) : '·'}</span>
              <span className="sr-only">
                {t('availability.cell', { range: range(cell.start, cell.end, locale), state })}
                {chosen ? `, ${t('availability.inSelection')}` : ''}
              </span>
            </li>
          );
        })}
      </ol>
      <ul aria-hidden="true" className="flex flex-wrap gap-4 text-xs text-ink-700">
        <li className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-sage-100 ring-1 ring-sage-500" />
          {t('availability.legendFree')}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-ink-700" />
          {t('availability.legendTaken')}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm ring-2 ring-brand-600" />
          {t('availability.legendSelection')}
        </li>
      </ul>
    </div>
  );
}
