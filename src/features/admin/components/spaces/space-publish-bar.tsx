import { useTranslation } from 'next-i18next/pages';
import { toast } from '../../../../lib/toast';
import { AppLink } from '../../../../components/ui/app-link';
import { Button } from '../../../../components/ui/button';
import type { AdminSpace } from '../../../../contracts/admin-spaces';
import { useApiErrorMessage } from '../../../../lib/use-api-error-message';
import { useSetSpacePublished } from '../../api/admin-spaces';

/** Whether the public sees the space, the switch, and its public page when it has one. */
export function SpacePublishBar({ space }: { space: AdminSpace }) {
  const { t } = useTranslation('admin');
  const apiError = useApiErrorMessage();
  const setPublished = useSetSpacePublished(space.id);

  const toggle = async () => {
    try {
      const saved = await setPublished.mutateAsync(!space.published);
      toast.success(t(saved.published ? 'spaces.publish.published' : 'spaces.publish.unpublished'));
    } catch (error) {
      toast.error(apiError(error));
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100">
      <span
        className={
          space.published
            ? 'rounded-full bg-green-50 px-2 py-0.5 text-sm text-green-800'
            : 'rounded-full bg-brand-50 px-2 py-0.5 text-sm text-ink-700'
        }
      >
        {t(space.published ? 'spaces.status.published' : 'spaces.status.unpublished')}
      </span>
      <p className="min-w-0 flex-1 basis-56 text-sm text-ink-700">
        {t(space.published ? 'spaces.publish.publishedHint' : 'spaces.publish.unpublishedHint')}
      </p>
      {space.published && (
        <AppLink
          href={`/${space.zone}/${space.slug}`}
          target="_blank"
          rel="noopener"
          className="text-sm font-medium text-brand-700 underline underline-offset-2"
        >
          {t('spaces.publish.publicPage')}
        </AppLink>
      )}
      <Button
        variant={space.published ? 'secondary' : 'primary'}
        loading={setPublished.isPending}
        onClick={() => void toggle()}
      >
        {t(space.published ? 'spaces.publish.unpublish' : 'spaces.publish.publish')}
      </Button>
    </div>
  );
}
