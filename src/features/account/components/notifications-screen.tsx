import { useTranslation } from 'next-i18next/pages';
import { useMe } from '../../../lib/me/get-me';
import { CalendarFeedCard } from './calendar-feed-card';
import { AccountCard, AccountLoadError, AccountLoading, AccountSection } from './account-section';
import { NotificationsForm } from './notifications-form';

/** /account/notifications: the e-mails the user wants, and their calendar feed. */
export function NotificationsScreen() {
  const { t } = useTranslation('account');
  const me = useMe();
  return (
    <AccountSection title={t('sections.notifications.title')} lead={t('notifications.lead')}>
      {me.isPending ? <AccountLoading /> : me.isError ? <AccountLoadError /> : (
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
