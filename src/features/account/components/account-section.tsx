import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/ui/app-link';

/**
 * The frame of an /account/* page: the way back to the overview, the title and the content;
 * `wide` for a table that needs the room.
 */
export function AccountSection({
  title,
  lead,
  wide = false,
  children,
}: {
  title: string;
  lead?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('account');
  return (
    <div className={`mx-auto space-y-6 ${wide ? 'max-w-4xl' : 'max-w-2xl'}`}>
      <div className="space-y-2">
        <AppLink href="/account" className="text-sm font-medium text-brand-700 hover:underline">
          <span aria-hidden="true">← </span>
          {t('backToAccount')}
        </AppLink>
        <h1 className="text-2xl font-semibold text-ink-900">{title}</h1>
        {lead && <p className="text-ink-700">{lead}</p>}
      </div>
      {children}
    </div>
  );
}

/** A white card around one form or list. */
export function AccountCard({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <section
      className={['rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6', className]
        .filter(Boolean)
        .join(' ')}
    >
      {children}
    </section>
  );
}

/** While the screen's data loads. */
export function AccountLoading() {
  return <div className="h-48 animate-pulse rounded-2xl bg-brand-50" aria-busy="true" />;
}

export function AccountLoadError() {
  const { t } = useTranslation('account');
  return (
    <p role="alert" className="text-ink-700">
      {t('loadError')}
    </p>
  );
}
