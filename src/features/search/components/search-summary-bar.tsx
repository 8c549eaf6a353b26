import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useRef, useState, type ReactNode } from 'react';
import { capacityLabel } from '../../../domain/capacity';
import { formatClock } from '../../../domain/clock';
import { toLocale } from '../../../lib/locale';
import { shortDayLabel } from '../day-label';
import type { SearchFilters } from '../search-filters';

// vaul and the dialog it builds on are loaded when the button is first pointed at, focused or pressed.
const loadFilterSheet = () => import('./filter-sheet');
const FilterSheet = dynamic(loadFilterSheet, { ssr: false });
const preload = () => void loadFilterSheet();

export type SearchSummaryBarProps = {
  filters: SearchFilters;
  today: string;
  /** The filter form, drawn in the sheet. It is handed `close` so that applying it closes the sheet. */
  children: (close: () => void) => ReactNode;
};

/** The filters in force, in words: the day, the slot, the people, the amenities, the words, the address. */
export function useFilterSummary(filters: SearchFilters, today: string): string[] {
  const { t, i18n } = useTranslation('search');
  const locale = toLocale(i18n.language);
  const parts = [shortDayLabel(filters.day, locale, today)];
  if (filters.start !== null && filters.end !== null) {
    parts.push(
      t('summary.slot', { start: formatClock(filters.start, locale), end: formatClock(filters.end, locale) }),
    );
  }
  parts.push(filters.capacity ? capacityLabel(filters.capacity, locale) : t('summary.anyCapacity'));
  if (filters.features.length > 0) parts.push(t('summary.features', { count: filters.features.length }));
  if (filters.text.trim()) parts.push(t('summary.text', { text: filters.text.trim() }));
  if (filters.address) parts.push(t('summary.near', { address: filters.address.header }));
  return parts;
}

/** How many filters differ from a bare search (the day counts once chosen). */
export function activeFilterCount(filters: SearchFilters): number {
  return [
    filters.dayExplicit,
    filters.start !== null || filters.end !== null,
    filters.capacity !== null,
    filters.features.length > 0,
    filters.text.trim() !== '',
    filters.address !== null,
  ].filter(Boolean).length;
}

/**
 * Small screens: the filters in force on one line, and a « Filtres » button opening a bottom sheet
 * with the whole form (filter-sheet.tsx, loaded on demand). The results come first; the form is one
 * press away.
 */
export function SearchSummaryBar({ filters, today, children }: SearchSummaryBarProps) {
  const { t } = useTranslation('search');
  const [open, setOpen] = useState(false);
  // Mounted from the first press on, so that it can animate out after.
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const summary = useFilterSummary(filters, today);
  const count = activeFilterCount(filters);

  return (
    <div className="flex items-center gap-3 rounded-2xl bg-white px-3 py-2 shadow-sm ring-1 ring-brand-100">
      <p className="min-w-0 flex-1 truncate text-sm text-ink-700">
        <span className="sr-only">{t('summary.label')}</span>
        {summary.join(' · ')}
      </p>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={count > 0 ? t('summary.openWithCount', { count }) : undefined}
        className="inline-flex h-10 shrink-0 items-center gap-2 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {t('summary.open')}
        {count > 0 && (
          <span aria-hidden="true" className="rounded-full bg-white px-1.5 text-xs text-brand-700">
            {count}
          </span>
        )}
      </button>
      {wanted && (
        <FilterSheet open={open} onOpenChange={setOpen} trigger={trigger}>
          {children(() => setOpen(false))}
        </FilterSheet>
      )}
    </div>
  );
}
