import { AppLink } from '../../../components/ui/app-link';
import { useTranslation } from 'next-i18next/pages';

export type SearchPaginationProps = {
  page: number;
  /** The previous and next pages' URLs; null where there is none. */
  previousHref: string | null;
  nextHref: string | null;
};

const linkClassName =
  'inline-flex min-h-10 items-center rounded-xl px-4 text-sm font-medium text-brand-700 ring-1 ring-brand-100 ring-inset hover:bg-brand-100';

/** Previous and next pages as plain links (?page=2), which crawlers follow as well as people. */
export function SearchPagination({ page, previousHref, nextHref }: SearchPaginationProps) {
  const { t } = useTranslation('search');
  if (!previousHref && !nextHref) return null;
  return (
    <nav aria-label={t('pagination.label')} className="mt-8 flex items-center justify-between gap-3">
      {previousHref ? (
        <AppLink href={previousHref} rel="prev" className={linkClassName}>
          <span aria-hidden="true">←&nbsp;</span>
          {t('pagination.previous')}
        </AppLink>
      ) : (
        <span />
      )}
      <span className="text-sm text-ink-500">{t('pagination.page', { page })}</span>
      {nextHref ? (
        <AppLink href={nextHref} rel="next" className={linkClassName}>
          {t('pagination.next')}
          <span aria-hidden="true">&nbsp;→</span>
        </AppLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
