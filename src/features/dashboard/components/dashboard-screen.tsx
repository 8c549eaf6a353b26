import { AppLink } from '../../../components/ui/app-link';
import { useTranslation } from 'next-i18next/pages';
import { buttonClassName } from '../../../components/ui/button';
import { useMe } from '../../../lib/me/get-me';
import { UpcomingEvents } from './upcoming-events';

/** /dashboard, where the logo leads a signed-in user: what comes next and where to go from here. */
export function DashboardScreen() {
  const { t } = useTranslation('dashboard');
  const { data: me } = useMe();
  const name = me?.first_name;
  return (
    <>
      <h1 className="text-2xl font-semibold text-ink-900">{name ? t('heading', { name }) : t('headingAnonymous')}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <UpcomingEvents />
        <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
          <h2 className="font-semibold text-ink-900">{t('shortcuts.title')}</h2>
          <div className="mt-4 flex flex-col gap-3">
            <AppLink href="/paris" className={buttonClassName({ fullWidth: true })}>
              {t('shortcuts.search')}
            </AppLink>
            <AppLink href="/favorites" className={buttonClassName({ variant: 'secondary', fullWidth: true })}>
              {t('shortcuts.favorites')}
            </AppLink>
          </div>
        </section>
      </div>
    </>
  );
}
