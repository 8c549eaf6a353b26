import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { Button } from '../../../../components/ui/button';
import type { SpacePhoto } from '../../../../contracts/admin-photos';
import { useApiErrorMessage } from '../../../../lib/use-api-error-message';
import { useDeletePhoto, useReorderPhotos } from '../../api/admin-space-photos';
import { ConfirmDialog } from '../confirm-dialog';
import { PhotoThumbnail } from './photo-thumbnail';

/** `ids` with the one at `from` moved to `to`. */
function moved(ids: string[], from: number, to: number): string[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  if (id !== undefined) next.splice(to, 0, id);
  return next;
}

// Buttons are never disabled while a move is saved: a disabled button drops the keyboard's focus.
/**
 * The photos in their order, the cover first: buttons to make one the cover or move it a place
 * (the keyboard's way), dragging one onto another (the pointer's way), and removing one.
 */
export function PhotoGrid({ spaceId, photos }: { spaceId: string; photos: SpacePhoto[] }) {
  const { t } = useTranslation('admin');
  const apiError = useApiErrorMessage();
  const reorder = useReorderPhotos(spaceId);
  const remove = useDeletePhoto(spaceId);
  const [dragged, setDragged] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<{ photo: SpacePhoto; n: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const busy = reorder.isPending || remove.isPending;

  const move = async (from: number, to: number) => {
    if (busy || from === to || to < 0 || to >= photos.length) return;
    try {
      await reorder.mutateAsync(
        moved(
          photos.map((photo) => photo.id),
          from,
          to,
        ),
      );
      setAnnouncement(to === 0 ? t('spaces.photos.nowCover') : t('spaces.photos.movedTo', { n: to + 1 }));
    } catch (error) {
      toast.error(apiError(error));
    }
  };

  const confirmRemove = async () => {
    if (!confirming) return;
    try {
      await remove.mutateAsync(confirming.photo.id);
      toast.success(t('spaces.photos.removed'));
      setConfirming(null);
    } catch (error) {
      toast.error(apiError(error));
    }
  };

  if (photos.length === 0) return <p className="text-sm text-ink-700">{t('spaces.photos.none')}</p>;

  return (
    <>
      <ol
        aria-label={t('spaces.photos.list')}
        className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3"
      >
        {photos.map((photo, index) => {
          const n = index + 1;
          return (
            <li
              key={photo.id}
              aria-label={t('spaces.photos.alt', { n })}
              draggable={!busy}
              onDragStart={() => setDragged(index)}
              onDragEnd={() => setDragged(null)}
              onDragOver={(event) => dragged !== null && event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged !== null) void move(dragged, index);
                setDragged(null);
              }}
              className={`space-y-2 rounded-xl p-2 ring-1 ${dragged === index ? 'opacity-50 ring-brand-600' : 'ring-brand-100'}`}
            >
              <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-brand-50">
                <PhotoThumbnail
                  src={photo.url}
                  alt={t('spaces.photos.alt', { n })}
                  width={480}
                  className="size-full"
                />
                {index === 0 && (
                  <span className="absolute top-2 left-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-medium text-ink-900">
                    {t('spaces.photos.cover')}
                  </span>
                )}
              </div>
              <div className="flex flex-wrap gap-1">
                {index > 0 && (
                  <Button
                    size="small"
                    variant="secondary"
                    onClick={() => void move(index, 0)}
                    aria-label={t('spaces.photos.makeCoverOf', { n })}
                  >
                    {t('spaces.photos.makeCover')}
                  </Button>
                )}
                <Button
                  size="small"
                  variant="ghost"
                  aria-disabled={index === 0 || undefined}
                  onClick={() => void move(index, index - 1)}
                  aria-label={t('spaces.photos.earlier', { n })}
                >
                  <span aria-hidden="true">←</span>
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  aria-disabled={index === photos.length - 1 || undefined}
                  onClick={() => void move(index, index + 1)}
                  aria-label={t('spaces.photos.later', { n })}
                >
                  <span aria-hidden="true">→</span>
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  onClick={() => setConfirming({ photo, n })}
                  aria-label={t('spaces.photos.removeOf', { n })}
                >
                  {t('spaces.photos.remove')}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('spaces.photos.confirmTitle', { n: confirming?.n ?? 1 })}
        description={t('spaces.photos.confirmBody')}
        confirmLabel={t('spaces.photos.remove')}
        onConfirm={() => void confirmRemove()}
        busy={remove.isPending}
      />
    </>
  );
}
