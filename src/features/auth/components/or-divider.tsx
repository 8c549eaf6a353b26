import { useTranslation } from 'next-i18next/pages';

/** "— or —" between the e-mail form and the Google/Apple buttons. */
export function OrDivider() {
  const { t } = useTranslation('auth');
  return (
    <div className="flex items-center gap-3 text-xs text-ink-500 uppercase" role="separator">
      <span aria-hidden="true" className="h-px flex-1 bg-ink-500/20" />
      {t('dialog.or')}
      <span aria-hidden="true" className="h-px flex-1 bg-ink-500/20" />
    </div>
  );
}
