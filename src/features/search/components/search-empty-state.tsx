import { AppLink } from '../../../components/ui/app-link';
import { useTranslation } from 'next-i18next/pages';

export type SearchEmptyStateProps = {
  /** The same search for the whole day (no start or end), when a slot was chosen. */
  widenHref: string | null;
  /** The bare zone search. */
  clearHref: string;
};

/** Nothing matched: say so, and offer a way out. */
export function SearchEmptyState({ widenHref, clearHref }: SearchEmptyStateProps) {
  const { t } = useTranslation('search');
  return (
    <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-brand-100">
      <h2 className="text-lg font-medium text-ink-900">{t('empty.title')}</h2>
      <p className="mt-1 text-ink-500">{t(widenHref ? 'empty.bodyWithSlot' : 'empty.body')}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        {widenHref && (
          <AppLink
            href={widenHref}
            className="inline-flex min-h-10 items-center rounded-xl bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
          >
            {t('empty.widen')}
          </AppLink>
        )}
        <AppLink
          href={clearHref}
          className="inline-flex min-h-10 items-center rounded-xl px-4 text-sm font-medium text-brand-700 ring-1 ring-brand-100 ring-inset hover:bg-brand-100"
        >
          {t('empty.clear')}
        </AppLink>
      </div>
    </div>
  );
}
