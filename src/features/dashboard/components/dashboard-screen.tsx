import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import { useMe } from '../../../lib/me/get-me';
import { FavoriteSpaces } from './favorite-spaces';
import { SearchShortcut } from './search-shortcut';
import { UpcomingEvents } from './upcoming-events';

export type DashboardScreenProps = {
  /** What the page puts first, above the greeting (the onboarding checklist, composed by the page). */
  top?: ReactNode;
};

/** /dashboard, where the logo leads a signed-in user: what comes next and where to go from here. */
export function DashboardScreen({ top }: DashboardScreenProps) {
  const { t } = useTranslation('dashboard');
  const { data: me } = useMe();
  const name = me?.first_name;
  return (
    <div className="space-y-6">
      {top && <div data-slot="dashboard-top">{top}</div>}
      <h1 className="text-2xl font-semibold text-ink-900">
        {name ? t('heading', { name }) : t('headingAnonymous')}
      </h1>
      <SearchShortcut />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <UpcomingEvents />
        <FavoriteSpaces />
      </div>
    </div>
  );
}
