import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { AppLink } from '../../../../components/ui/app-link';
import { useCreateSpace } from '../../api/admin-spaces';
import { emptySpaceValues, toSpaceInput, type SpaceFormValues } from '../../space-form-values';
import { lazyComponent, usePreload } from '../../../../lib/lazy-component';
import { AdminLoading } from '../admin-section';

// The form and react-hook-form come while the page settles, not before it can hydrate.
const SpaceForm = lazyComponent(
  () => import('./space-form').then((module) => module.SpaceForm),
  () => <AdminLoading />,
);

/** /admin/spaces/new: a new space, unpublished; once saved, its edit page (photos, closures, extras). */
export function SpaceNewScreen() {
  const { t } = useTranslation('admin');
  usePreload([SpaceForm]);
  const router = useRouter();
  const create = useCreateSpace();
  const [defaults] = useState(() => emptySpaceValues());

  const save = async (values: SpaceFormValues) => {
    const space = await create.mutateAsync(toSpaceInput(values, { withExtras: false }));
    toast.success(t('spaces.created'));
    await router.push(`/admin/spaces/${space.id}`);
  };

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="space-y-1">
        <AppLink
          href="/admin/spaces"
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {t('spaces.backToList')}
        </AppLink>
        <h1 className="text-2xl font-semibold text-ink-900">{t('spaces.newTitle')}</h1>
        <p className="text-sm text-ink-700">{t('spaces.newHint')}</p>
      </div>
      <SpaceForm
        defaultValues={defaults}
        save={save}
        submitLabel={t('spaces.form.create')}
        withExtras={false}
      />
    </div>
  );
}
