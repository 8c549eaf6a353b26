import { useTranslation } from 'next-i18next/pages';
import { useRef, useState, type DragEvent } from 'react';
import { toast } from '../../../../lib/toast';
import { Button } from '../../../../components/ui/button';
import { PHOTO_ACCEPT, PHOTO_LIMITS } from '../../../../contracts/admin-values';
import { useApiErrorMessage } from '../../../../lib/use-api-error-message';
import { useSpacePhotos, useUploadPhotos } from '../../api/admin-space-photos';
import { PhotoGrid } from './photo-grid';

type Upload = {
  key: number;
  names: string[];
  progress: number;
  status: 'sending' | 'failed' | 'refused';
  message?: string;
};

const MAX_MB = PHOTO_LIMITS.maxBytes / 1024 / 1024;
const accepted = (file: File) => file.type === '' || (PHOTO_ACCEPT as readonly string[]).includes(file.type);

/** Files split into uploads the API takes at once. */
function batches(files: File[]): File[][] {
  const groups: File[][] = [];
  for (let i = 0; i < files.length; i += PHOTO_LIMITS.maxFiles)
    groups.push(files.slice(i, i + PHOTO_LIMITS.maxFiles));
  return groups;
}

/**
 * A space's photos: dropped or picked (several at once), each upload with its progress; a file
 * too large, or plainly not a photo, is refused here before anything is sent (the API checks again).
 */
export function SpacePhotos({ spaceId }: { spaceId: string }) {
  const { t } = useTranslation('admin');
  const apiError = useApiErrorMessage();
  const photos = useSpacePhotos(spaceId);
  const upload = useUploadPhotos(spaceId);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);
  const nextKey = useRef(0);

  const change = (key: number, patch: Partial<Upload>) =>
    setUploads((all) => all.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  const drop = (key: number) => setUploads((all) => all.filter((item) => item.key !== key));

  const send = async (files: File[]) => {
    const key = nextKey.current++;
    setUploads((all) => [
      ...all,
      { key, names: files.map((file) => file.name), progress: 0, status: 'sending' },
    ]);
    try {
      await upload.mutateAsync({ files, onProgress: (progress) => change(key, { progress }) });
      drop(key);
      toast.success(t('spaces.photos.added', { count: files.length }));
    } catch (error) {
      change(key, { status: 'failed', message: apiError(error) });
    }
  };

  const add = (files: File[]) => {
    const refused: Upload[] = [];
    const ok: File[] = [];
    for (const file of files) {
      if (file.size > PHOTO_LIMITS.maxBytes)
        refused.push({
          key: nextKey.current++,
          names: [file.name],
          progress: 0,
          status: 'refused',
          message: t('spaces.photos.tooLarge', { name: file.name, max: MAX_MB }),
        });
      else if (!accepted(file))
        refused.push({
          key: nextKey.current++,
          names: [file.name],
          progress: 0,
          status: 'refused',
          message: t('spaces.photos.notPhoto', { name: file.name }),
        });
      else ok.push(file);
    }
    if (refused.length) setUploads((all) => [...all, ...refused]);
    for (const group of batches(ok)) void send(group);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    add(Array.from(event.dataTransfer.files));
  };

  return (
    <section
      aria-labelledby="space-photos"
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:p-6"
    >
      <h2 id="space-photos" className="text-lg font-semibold text-ink-900">
        {t('spaces.photos.title')}
      </h2>
      <div
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center ${over ? 'border-brand-600 bg-brand-50' : 'border-brand-200'}`}
      >
        <p className="text-ink-900">{t('spaces.photos.drop')}</p>
        <label className="inline-flex min-h-10 cursor-pointer items-center rounded-xl bg-white px-4 text-sm font-medium text-ink-900 ring-1 ring-ink-500/30 ring-inset focus-within:outline-2 focus-within:outline-brand-600 hover:bg-brand-50">
          {t('spaces.photos.choose')}
          <input
            type="file"
            multiple
            accept={PHOTO_ACCEPT.join(',')}
            className="sr-only"
            onChange={(event) => {
              add(Array.from(event.target.files ?? []));
              // The same file can be picked again after a failure.
              event.target.value = '';
            }}
          />
        </label>
        <p className="text-xs text-ink-500">
          {t('spaces.photos.limits', { max: MAX_MB, count: PHOTO_LIMITS.maxPerSpace })}
        </p>
      </div>
      {uploads.length > 0 && (
        <ul aria-label={t('spaces.photos.uploads')} className="space-y-2">
          {uploads.map((item) => (
            <li key={item.key} className="rounded-xl bg-brand-50 px-3 py-2 text-sm">
              <p className="truncate font-medium text-ink-900">{item.names.join(', ')}</p>
              {item.status === 'sending' ? (
                <progress
                  value={item.progress}
                  max={1}
                  aria-label={t('spaces.photos.sending', { names: item.names.join(', ') })}
                  className="mt-1 h-2 w-full accent-brand-600"
                />
              ) : (
                <div className="mt-1 flex items-start justify-between gap-2">
                  <p role="alert" className="text-red-700">
                    {item.message}
                  </p>
                  <Button size="small" variant="ghost" onClick={() => drop(item.key)}>
                    {t('spaces.photos.dismiss')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {photos.isPending ? (
        <div className="h-40 animate-pulse rounded-xl bg-brand-50" aria-busy="true" />
      ) : photos.isError ? (
        <p role="alert" className="text-ink-700">
          {t('loadError')}
        </p>
      ) : (
        <PhotoGrid spaceId={spaceId} photos={photos.data.photos} />
      )}
    </section>
  );
}
