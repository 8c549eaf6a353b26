import { useTranslation } from 'next-i18next/pages';
import { AppLink } from '../../../components/ui/app-link';
import type { AdminUserDetail } from '../../../contracts/admin';
import { formatPrice } from '../../../domain/money';
import { toLocale } from '../../../lib/locale';
import { useMe } from '../../../lib/me/get-me';
import { useAdminUser } from '../api/admin-user';
import { formatInstant, fullName } from '../utils/format';
import { AdminLoadError, AdminLoading, AdminSection, Fact } from './admin-section';
import { BookingStatusBadge } from './booking-status-badge';
import { StaffRoleForm } from './staff-role-form';
import { UserBadges } from './user-badges';
import { UserStatusButton } from './user-status-button';

/** /admin/users/[id]: a user, their account and latest bookings; suspend or enable, and (super_admin) their staff role. */
export function UserDetailScreen({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('admin');
  const locale = toLocale(i18n.language);
  const me = useMe();
  const user = useAdminUser(userId);
  if (user.isPending) return <AdminLoading />;
  if (user.isError) return <AdminLoadError />;
  const mayGiveRoles = me.data?.role === 'super_admin' && me.data.id !== user.data.id && !user.data.deleted;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <AppLink href="/admin/users" className="text-sm text-brand-700 underline-offset-2 hover:underline">
            {t('user.back')}
          </AppLink>
          <h1 className="text-2xl font-semibold break-words text-ink-900">
            {fullName(user.data) ?? user.data.email}
          </h1>
          <p className="break-all text-ink-700">{user.data.email}</p>
          <UserBadges user={user.data} />
        </div>
        <UserStatusButton user={user.data} />
      </div>
      <AdminSection title={t('user.account')}>
        <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
          <Fact label={t('user.createdAt')}>{formatInstant(user.data.created_at, locale)}</Fact>
          <Fact label={t('user.accountKind')}>
            {user.data.account.business
              ? (user.data.account.company_name ?? t('user.business'))
              : t('user.personal')}
          </Fact>
          <Fact label={t('user.ownsAccount')}>
            {t(user.data.account.owner_id === user.data.id ? 'user.yes' : 'user.no')}
          </Fact>
          <Fact label={t('user.members')}>{user.data.account.members}</Fact>
          <Fact label={t('user.accountId')}>
            <span className="font-mono break-all">{user.data.account.id}</span>
          </Fact>
        </dl>
      </AdminSection>
      {mayGiveRoles && <StaffRoleForm key={user.data.role} user={user.data} />}
      <LatestBookings user={user.data} />
    </div>
  );
}

function LatestBookings({ user }: { user: AdminUserDetail }) {
  const { t, i18n } = useTranslation('admin');
  const locale = toLocale(i18n.language);
  return (
    <AdminSection title={t('user.bookings')}>
      {user.bookings.length === 0 ? (
        <p className="text-sm text-ink-700">{t('user.noBookings')}</p>
      ) : (
        <ul aria-label={t('user.bookings')} className="divide-y divide-brand-100 text-sm">
          {user.bookings.map((booking) => (
            <li
              key={booking.id}
              className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="min-w-0">
                <AppLink
                  href={`/admin/bookings/${booking.id}`}
                  className="font-medium text-brand-700 underline-offset-2 hover:underline"
                >
                  {booking.space_title}
                </AppLink>
                <span className="block text-ink-500">
                  {booking.starts_at ? formatInstant(booking.starts_at, locale) : t('bookings.noSlot')}
                </span>
              </span>
              <span className="flex items-center gap-2">
                <BookingStatusBadge status={booking.status} />
                <span className="text-ink-900">{formatPrice(booking.total_price, locale)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
