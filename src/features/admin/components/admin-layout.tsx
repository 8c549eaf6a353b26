import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import type { StaffRole } from '../../../contracts/admin';
import { useMe } from '../../../lib/me/get-me';
import { fullName } from '../utils/format';
import { StaffOnly } from './staff-only';

type Section = {
  href: string;
  label: 'spaces' | 'users' | 'bookings' | 'coupons' | 'reviews' | 'zones' | 'audit';
  superAdminOnly?: boolean;
};

/** The back office's sections, in the order of the navigation. */
const SECTIONS: readonly Section[] = [
  { href: '/admin/spaces', label: 'spaces' },
  { href: '/admin/bookings', label: 'bookings' },
  { href: '/admin/users', label: 'users' },
  { href: '/admin/coupons', label: 'coupons' },
  { href: '/admin/reviews', label: 'reviews' },
  { href: '/admin/zones', label: 'zones', superAdminOnly: true },
  { href: '/admin/audit', label: 'audit', superAdminOnly: true },
];

/**
 * The frame of every back-office page: who is signed in and as what, and the navigation between
 * sections (the audit log only for a super_admin, as the API allows). Behind `StaffOnly`.
 */
export function AdminLayout({ level = 'admin', children }: { level?: StaffRole; children: ReactNode }) {
  return (
    <StaffOnly level={level}>
      <div className="mx-auto max-w-5xl space-y-6">
        <AdminHeader />
        {children}
      </div>
    </StaffOnly>
  );
}

function AdminHeader() {
  const { t } = useTranslation(['admin', 'account']);
  const me = useMe();
  const router = useRouter();
  if (!me.data) return null;
  const role = me.data.role;
  const sections = SECTIONS.filter((section) => !section.superAdminOnly || role === 'super_admin');
  const current = (href: string) => router.pathname === href || router.pathname.startsWith(`${href}/`);
  return (
    <header className="space-y-3 border-b border-brand-100 pb-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-brand-700">{t('admin:title')}</p>
        <p className="flex min-w-0 flex-wrap items-center gap-2 text-sm text-ink-700">
          <span className="truncate">
            {t('admin:layout.signedInAs', { name: fullName(me.data) ?? me.data.email })}
          </span>
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-ink-900">
            {t(`account:roles.${role}`)}
          </span>
        </p>
      </div>
      <nav aria-label={t('admin:layout.nav')}>
        <ul className="flex gap-1 overflow-x-auto">
          {sections.map((section) => (
            <li key={section.href}>
              <AppLink
                href={section.href}
                aria-current={current(section.href) ? 'page' : undefined}
                className="inline-flex min-h-10 items-center rounded-xl px-3 text-sm font-medium whitespace-nowrap text-ink-700 hover:bg-brand-50 aria-[current=page]:bg-brand-100 aria-[current=page]:text-ink-900"
              >
                {t(`admin:nav.${section.label}`)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
