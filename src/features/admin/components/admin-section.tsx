import { useTranslation } from 'next-i18next/pages';
import { useId, type ReactNode } from 'react';

/** A card of a back-office page, labelled by its heading. */
export function AdminSection({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-ink-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export const AdminLoading = () => (
  <div className="h-48 animate-pulse rounded-2xl bg-brand-50" aria-busy="true" />
);

export function AdminLoadError() {
  const { t } = useTranslation('admin');
  return (
    <p role="alert" className="text-ink-700">
      {t('loadError')}
    </p>
  );
}

/** A title, its value: one line of a record's facts. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-ink-500">{label}</dt>
      <dd className="break-words text-ink-900">{children}</dd>
    </div>
  );
}
