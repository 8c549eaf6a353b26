import { useTranslation } from 'next-i18next/pages';
import { useId, useState, type FormEvent } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import { Button } from '../../../components/ui/button';
import { inputClassName } from '../../../components/ui/field';
import type { AdminUser } from '../../../contracts/admin';
import { useAdminUsers, type UserFilters } from '../api/admin-users';
import { fullName } from '../utils/format';
import { UserBadges } from './user-badges';
import { UserStatusButton } from './user-status-button';

/** /admin/users: find a user by e-mail or name, and suspend or enable them (docs/business-rules.md §7). */
export function UsersScreen() {
  const { t } = useTranslation('admin');
  const [filters, setFilters] = useState<UserFilters>({});
  const users = useAdminUsers(filters);
  const ids = { q: useId(), status: useId() };

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const status = form.get('status');
    setFilters({
      q: String(form.get('q') ?? '').trim() || undefined,
      status: status === 'enabled' || status === 'suspended' ? status : undefined,
    });
  };

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-ink-900">{t('users.title')}</h1>
      <form
        role="search"
        aria-label={t('users.search')}
        onSubmit={search}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="flex-1 space-y-1">
          <label htmlFor={ids.q} className="block text-sm font-medium text-ink-900">
            {t('users.query')}
          </label>
          <input
            id={ids.q}
            name="q"
            type="search"
            maxLength={100}
            className={inputClassName}
            placeholder={t('users.queryHint')}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={ids.status} className="block text-sm font-medium text-ink-900">
            {t('users.status')}
          </label>
          <select id={ids.status} name="status" className={inputClassName} defaultValue="">
            <option value="">{t('users.anyStatus')}</option>
            <option value="enabled">{t('users.statuses.enabled')}</option>
            <option value="suspended">{t('users.statuses.suspended')}</option>
          </select>
        </div>
        <Button type="submit">{t('users.search')}</Button>
      </form>
      {users.isPending ? (
        <div className="h-48 animate-pulse rounded-2xl bg-brand-50" aria-busy="true" />
      ) : users.isError ? (
        <p role="alert" className="text-ink-700">
          {t('loadError')}
        </p>
      ) : (
        <section
          aria-labelledby={`${ids.q}-results`}
          className="rounded-2xl bg-white shadow-sm ring-1 ring-brand-100"
        >
          <h2
            id={`${ids.q}-results`}
            className="border-b border-brand-100 px-5 py-3 text-sm text-ink-700"
            aria-live="polite"
          >
            {t('users.count', { count: users.data.total })}
          </h2>
          <ul aria-label={t('users.title')} className="divide-y divide-brand-100">
            {users.data.items.map((user) => (
              <UserRow key={user.id} user={user} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const { t } = useTranslation(['admin', 'account']);
  return (
    <li
      aria-label={user.email}
      className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <AppLink
          href={`/admin/users/${user.id}`}
          className="block truncate font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {fullName(user) ?? t('admin:users.noName')}
        </AppLink>
        <p className="truncate text-sm text-ink-700">{user.email}</p>
        <UserBadges user={user} />
      </div>
      <UserStatusButton user={user} />
    </li>
  );
}
