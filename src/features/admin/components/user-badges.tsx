import { useTranslation } from 'next-i18next/pages';
import type { AdminUser } from '../../../contracts/admin';

/** A user's role, status, and whether they never signed in or deleted their account. */
export function UserBadges({ user }: { user: Pick<AdminUser, 'role' | 'status' | 'invited' | 'deleted'> }) {
  const { t } = useTranslation(['admin', 'account']);
  return (
    <p className="mt-1 flex flex-wrap gap-2 text-xs">
      <span className="rounded-full bg-brand-50 px-2 py-0.5 text-ink-700">
        {t(`account:roles.${user.role}`)}
      </span>
      <span
        className={
          user.status === 'suspended'
            ? 'rounded-full bg-red-50 px-2 py-0.5 text-red-800'
            : 'rounded-full bg-green-50 px-2 py-0.5 text-green-800'
        }
      >
        {t(`admin:users.statuses.${user.status}`)}
      </span>
      {user.invited && (
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-ink-700">{t('admin:users.invited')}</span>
      )}
      {user.deleted && (
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-ink-700">{t('admin:users.deleted')}</span>
      )}
    </p>
  );
}
