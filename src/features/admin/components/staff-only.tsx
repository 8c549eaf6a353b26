import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import type { StaffRole } from '../../../contracts/admin';
import { useMe } from '../../../lib/me/get-me';
import { isStaffRole } from '../api/admin-users';

/**
 * The back office's guard, inside a signed-in screen: staff (or, with `level="super_admin"`, super
 * admins only) see it; to anyone else it is the 404 page, as the API answers them
 * (docs/business-rules.md §7). The API checks the role on every call anyway.
 */
export function StaffOnly({ level = 'admin', children }: { level?: StaffRole; children: ReactNode }) {
  const { t } = useTranslation('common');
  const me = useMe();
  if (me.isPending) return <div className="min-h-[60vh]" aria-busy="true" />;
  const allowed =
    !me.isError &&
    me.data.status === 'enabled' &&
    (level === 'super_admin' ? me.data.role === 'super_admin' : isStaffRole(me.data.role));
  if (allowed) return <>{children}</>;
  return (
    <div>
      <h1 className="text-2xl font-semibold">{t('notFound.title')}</h1>
      <p className="mt-2 text-ink-500">{t('notFound.body')}</p>
      <AppLink href="/paris" className="mt-4 inline-block text-brand-700 underline">
        {t('notFound.cta')}
      </AppLink>
    </div>
  );
}
