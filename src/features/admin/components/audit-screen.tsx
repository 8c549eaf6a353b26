import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import type { AuditEntry } from '../../../contracts/admin';
import { toLocale } from '../../../lib/locale';
import { AUDIT_PAGE_SIZE, useAudit } from '../api/admin-audit';
import { formatInstant } from '../utils/format';
import { AdminLoadError, AdminLoading } from './admin-section';
import { AuditChange } from './audit-change';
import { Pager } from './pager';

/** Targets that have a page of their own in the back office. */
const TARGET_PAGES: Record<string, string> = { booking: '/admin/bookings', user: '/admin/users' };

/** /admin/audit (super_admin): every write of the staff, newest first: who, when, what, on what, before and after. */
export function AuditScreen() {
  const { t } = useTranslation('admin');
  const [offset, setOffset] = useState(0);
  const audit = useAudit({ offset });
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-ink-900">{t('audit.title')}</h1>
      {audit.isPending ? (
        <AdminLoading />
      ) : audit.isError ? (
        <AdminLoadError />
      ) : (
        <section
          aria-label={t('audit.title')}
          className="rounded-2xl bg-white shadow-sm ring-1 ring-brand-100"
        >
          {audit.data.length === 0 ? (
            <p className="px-5 py-4 text-sm text-ink-700">{t('audit.empty')}</p>
          ) : (
            <ol aria-label={t('audit.entries')} className="divide-y divide-brand-100">
              {audit.data.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </ol>
          )}
          <Pager offset={offset} pageSize={AUDIT_PAGE_SIZE} shown={audit.data.length} onChange={setOffset} />
        </section>
      )}
    </div>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation('admin');
  const locale = toLocale(i18n.language);
  const page = TARGET_PAGES[entry.target_type];
  const target = `${t(`audit.targets.${entry.target_type}`, { defaultValue: entry.target_type })} ${entry.target_id}`;
  return (
    <li
      aria-label={t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}
      className="grid gap-3 px-5 py-4 text-sm md:grid-cols-[14rem_1fr]"
    >
      <div className="min-w-0 space-y-1">
        <p className="font-medium text-ink-900">
          {t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}
        </p>
        <p className="break-all text-ink-700">{entry.actor.email}</p>
        <time dateTime={entry.at} className="block text-ink-500">
          {formatInstant(entry.at, locale)}
        </time>
      </div>
      <div className="min-w-0 space-y-2">
        <p className="break-all text-ink-700">
          {page ? (
            <AppLink href={`${page}/${entry.target_id}`} className="text-brand-700 underline">
              {target}
            </AppLink>
          ) : (
            target
          )}
        </p>
        <AuditChange before={entry.before} after={entry.after} />
      </div>
    </li>
  );
}
