import { useTranslation } from 'next-i18next/pages';
import { lazyComponent, usePreload } from '../../../lib/lazy-component';
import { useMe } from '../../../lib/me/get-me';
import { CalendarFeedCard } from './calendar-feed-card';
import { AccountCard, AccountLoadError, AccountLoading, AccountSection } from './account-section';

// react-hook-form comes with the form: fetched while the page's data loads, not before the page
// can hydrate; the loading card keeps its place meanwhile.
const NotificationsForm = lazyComponent(
  () => import('./notifications-form').then((module) => module.NotificationsForm),
  () => <AccountLoading />,
);

/** /account/notifications: the e-mails the user wants, and their calendar feed. */
export function NotificationsScreen() {
  const { t } = useTranslation('account');
  const me = useMe();
  usePreload([NotificationsForm]);
  return (
    <AccountSection title={t('sections.notifications.title')} lead={t('notifications.lead')}>
      {me.isPending ? (
        <AccountLoading />
      ) : me.isError ? (
        <AccountLoadError />
      ) : (
        <>
          <AccountCard>
            <NotificationsForm me={me.data} />
          </AccountCard>
          <CalendarFeedCard />
        </>
      )}
    </AccountSection>
  );
}
