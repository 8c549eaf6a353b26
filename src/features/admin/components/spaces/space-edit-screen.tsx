import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { AppLink } from '../../../../components/ui/app-link';
import type { AdminSpace } from '../../../../contracts/admin-spaces';
import { toLocale } from '../../../../lib/locale';
import { useAdminSpace, useUpdateSpace } from '../../api/admin-spaces';
import { spaceValues, toSpaceInput, type SpaceFormValues } from '../../space-form-values';
import { lazyComponent, usePreload } from '../../../../lib/lazy-component';
import { AdminLoading } from '../admin-section';

// The form and react-hook-form come while the page settles, not before it can hydrate.
const SpaceForm = lazyComponent(
  () => import('./space-form').then((module) => module.SpaceForm),
  () => <AdminLoading />,
);
import { SpacePublishBar } from './space-publish-bar';

// Below the form, with the dialogs (Radix) they open: in one chunk loaded right after the page, not with it.
const SpaceEditSections = dynamic(() => import('./space-edit-sections').then((m) => m.SpaceEditSections), {
  ssr: false,
  loading: () => <div className="h-40 animate-pulse rounded-2xl bg-brand-50" aria-busy="true" />,
});

/** /admin/spaces/[id]: publish, edit every field, photos and closures of one space. */
export function SpaceEditScreen({ id }: { id: string }) {
  const { t, i18n } = useTranslation('admin');
  const space = useAdminSpace(id);
  usePreload([SpaceForm]);
  const title = space.data && (toLocale(i18n.language) === 'fr' ? space.data.title_fr : space.data.title_en);

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="space-y-1">
        <AppLink
          href="/admin/spaces"
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {t('spaces.backToList')}
        </AppLink>
        <h1 className="text-2xl font-semibold text-ink-900">{title || t('spaces.editTitle')}</h1>
      </div>
      {space.isPending ? (
        <div className="h-96 animate-pulse rounded-2xl bg-brand-50" aria-busy="true" />
      ) : space.isError ? (
        <p role="alert" className="text-ink-700">
          {t('loadError')}
        </p>
      ) : (
        <SpaceEditor space={space.data} />
      )}
    </div>
  );
}

function SpaceEditor({ space }: { space: AdminSpace }) {
  const { t, i18n } = useTranslation('admin');
  const decimal = toLocale(i18n.language) === 'fr' ? ',' : '.';
  const update = useUpdateSpace(space.id);
  // The form starts from the space as first loaded; later refreshes (a publish, a photo) leave what is being typed alone.
  const [defaults] = useState(() => spaceValues(space, decimal));

  const save = async (values: SpaceFormValues) => {
    // Photos are not part of the form: the photo routes alone change them.
    const saved = await update.mutateAsync(toSpaceInput(values, { withExtras: true }));
    toast.success(t('spaces.saved'));
    return spaceValues(saved, decimal);
  };

  return (
    <>
      <SpacePublishBar space={space} />
      <SpaceForm defaultValues={defaults} save={save} submitLabel={t('spaces.form.save')} withExtras />
      <SpaceEditSections space={space} />
    </>
  );
}
