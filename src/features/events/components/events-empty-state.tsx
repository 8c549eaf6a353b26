import { AppLink } from '../../../components/ui/app-link';
import { useTranslation } from 'next-i18next/pages';
import { buttonClassName } from '../../../components/ui/button';

/** No upcoming event: the way forward is to find a space. */
export function EventsEmptyState() {
  const { t } = useTranslation('events');
  return (
    <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-brand-100">
      <h2 className="text-lg font-semibold text-ink-900">{t('empty.title')}</h2>
      <p className="mt-1 text-ink-500">{t('empty.body')}</p>
      <AppLink href="/paris" className={`${buttonClassName()} mt-4`}>
        {t('empty.cta')}
      </AppLink>
    </div>
  );
}
