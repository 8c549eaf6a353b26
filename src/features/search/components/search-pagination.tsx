import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';

export type SearchPaginationProps = { page: number; hasMore: boolean; hrefFor: (page: number) => string };

const linkClassName = 'inline-flex min-h-10 items-center rounded-xl px-4 text-sm font-medium text-brand-700 ring-1 ring-brand-100 ring-inset hover:bg-brand-100';

/** Previous and next pages as plain links (?page=2), which crawlers follow as well as people. */
export function SearchPagination({ page, hasMore, hrefFor }: SearchPaginationProps) {
  const { t } = useTranslation('search');
  if (page <= 1 && !hasMore) return null;
  return (
    <nav aria-label={t('pagination.label')} className="mt-8 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} rel="prev" className={linkClassName}>
          <span aria-hidden="true">←&nbsp;</span>
          {t('pagination.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-ink-500">{t('pagination.page', { page })}</span>
      {hasMore ? (
        <Link href={hrefFor(page + 1)} rel="next" className={linkClassName}>
          {t('pagination.next')}
          <span aria-hidden="true">&nbsp;→</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
