import { useTranslation } from 'next-i18next/pages';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { AppLink } from '../../../components/ui/app-link';
import { Button } from '../../../components/ui/button';
import type { AdminZone } from '../../../contracts/admin-zones';
import { toLocale } from '../../../lib/locale';
import { useAdminZones, useCreateZone, useUpdateZone } from '../api/admin-zones';
import { lazyComponent, usePreload } from '../../../lib/lazy-component';
import { AdminLoading } from './admin-section';

// The form and react-hook-form come while the zones load, not before the page can hydrate.
const ZoneForm = lazyComponent(
  () => import('./zone-form').then((module) => module.ZoneForm),
  () => <AdminLoading />,
);

/** The zone's name in the staff member's language. */
const nameOf = (zone: Pick<AdminZone, 'name_fr' | 'name_en'>, language: string) =>
  toLocale(language) === 'en' ? zone.name_en : zone.name_fr;

/**
 * /admin/zones (super_admin, docs/business-rules.md §7): the cities served, with their spaces; open
 * a new one, whose search page is live as soon as it is saved; rename one or move its centre.
 */
export function ZonesScreen() {
  const { t, i18n } = useTranslation('admin');
  const zones = useAdminZones();
  usePreload([ZoneForm]);
  const createZone = useCreateZone();
  const ids = { list: useId(), add: useId() };

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="space-y-1">
        <p className="text-sm font-medium text-brand-700">{t('title')}</p>
        <h1 className="text-2xl font-semibold text-ink-900">{t('zones.title')}</h1>
      </div>
      {zones.isPending ? (
        <div className="h-48 animate-pulse rounded-2xl bg-brand-50" aria-busy="true" />
      ) : zones.isError ? (
        <p role="alert" className="text-ink-700">
          {t('loadError')}
        </p>
      ) : (
        <section aria-labelledby={ids.list} className="rounded-2xl bg-white shadow-sm ring-1 ring-brand-100">
          <h2
            id={ids.list}
            className="border-b border-brand-100 px-5 py-3 text-sm text-ink-700"
            aria-live="polite"
          >
            {t('zones.count', { count: zones.data.length })}
          </h2>
          <ul aria-label={t('zones.title')} className="divide-y divide-brand-100">
            {zones.data.map((zone) => (
              <ZoneRow key={zone.id} zone={zone} />
            ))}
          </ul>
        </section>
      )}
      <section
        aria-labelledby={ids.add}
        className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100"
      >
        <h2 id={ids.add} className="text-lg font-semibold text-ink-900">
          {t('zones.add.title')}
        </h2>
        <ZoneForm
          submitLabel={t('zones.add.submit')}
          onSubmit={async (values) => {
            const zone = await createZone.mutateAsync(values);
            toast.success(t('zones.add.opened', { name: nameOf(zone, i18n.language) }));
          }}
        />
      </section>
    </div>
  );
}

function ZoneRow({ zone }: { zone: AdminZone }) {
  const { t, i18n } = useTranslation('admin');
  const [editing, setEditing] = useState(false);
  const updateZone = useUpdateZone();
  const name = nameOf(zone, i18n.language);

  if (editing) {
    return (
      <li aria-label={name} className="space-y-3 px-5 py-4">
        <h3 className="font-medium text-ink-900">{t('zones.editTitle', { name })}</h3>
        <ZoneForm
          zone={zone}
          submitLabel={t('zones.save')}
          onCancel={() => setEditing(false)}
          onSubmit={async (values) => {
            const saved = await updateZone.mutateAsync(values);
            toast.success(t('zones.saved', { name: nameOf(saved, i18n.language) }));
            setEditing(false);
          }}
        />
      </li>
    );
  }

  return (
    <li
      aria-label={name}
      className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0 space-y-1">
        <p className="font-medium text-ink-900">
          {zone.name_fr} · {zone.name_en}
        </p>
        <p className="text-sm">
          <AppLink href={`/${zone.id}`} className="text-brand-700 underline">{`/${zone.id}`}</AppLink>
        </p>
        <p className="text-sm text-ink-700">
          {t('zones.spaces', { count: zone.space_count, published: zone.published_count })}
        </p>
        <p className="text-xs text-ink-500">
          {t('zones.centre', { latitude: zone.latitude, longitude: zone.longitude })}
        </p>
      </div>
      <Button variant="secondary" size="small" onClick={() => setEditing(true)}>
        {t('zones.edit')}
      </Button>
    </li>
  );
}
