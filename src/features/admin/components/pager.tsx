import { useTranslation } from 'next-i18next/pages';
import { Button } from '../../../components/ui/button';

export type PagerProps = {
  offset: number;
  pageSize: number;
  /** Items on this page. */
  shown: number;
  /** All the items, when the API counts them; else "next" is offered while a page is full. */
  total?: number;
  onChange: (offset: number) => void;
};

/** Previous and next pages of a back-office list. */
export function Pager({ offset, pageSize, shown, total, onChange }: PagerProps) {
  const { t } = useTranslation('admin');
  const hasNext = total === undefined ? shown === pageSize : offset + shown < total;
  if (offset === 0 && !hasNext) return null;
  return (
    <nav
      aria-label={t('pager.label')}
      className="flex items-center justify-between gap-2 border-t border-brand-100 px-4 py-3 text-sm text-ink-700"
    >
      <Button
        variant="secondary"
        size="small"
        disabled={offset === 0}
        onClick={() => onChange(Math.max(0, offset - pageSize))}
      >
        {t('pager.previous')}
      </Button>
      <span>{t('pager.range', { from: shown === 0 ? 0 : offset + 1, to: offset + shown })}</span>
      <Button
        variant="secondary"
        size="small"
        disabled={!hasNext}
        onClick={() => onChange(offset + pageSize)}
      >
        {t('pager.next')}
      </Button>
    </nav>
  );
}
