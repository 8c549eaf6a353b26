import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SpacePhotos } from '../../../contracts/admin-photos';
import { loadApiClient } from '../../../lib/api-session';
import { adminKeys } from './admin-keys';

/** GET /admin/spaces/{id}/photos: the photos, cover first. */
export const useSpacePhotos = (spaceId: string) =>
  useQuery({
    queryKey: adminKeys.spacePhotos(spaceId),
    queryFn: async ({ signal }) =>
      (await (await loadApiClient()).get<SpacePhotos>(`/admin/spaces/${spaceId}/photos`, { signal })).data,
  });

/** Every answer of a photo write is the whole list: it replaces what the screen shows, and the space's detail (preview) is stale. */
function usePhotosAnswered(spaceId: string) {
  const queryClient = useQueryClient();
  return (photos: SpacePhotos) => {
    queryClient.setQueryData(adminKeys.spacePhotos(spaceId), photos);
    void queryClient.invalidateQueries({ queryKey: adminKeys.space(spaceId), exact: true });
    void queryClient.invalidateQueries({ queryKey: adminKeys.spaces() });
  };
}

export type UploadProgress = (fraction: number) => void;

/** POST /admin/spaces/{id}/photos, multipart under `files`, reporting how much of the body has gone. */
export function useUploadPhotos(spaceId: string) {
  const answered = usePhotosAnswered(spaceId);
  return useMutation({
    mutationFn: async ({ files, onProgress }: { files: File[]; onProgress?: UploadProgress }) => {
      const form = new FormData();
      for (const file of files) form.append('files', file, file.name);
      const { data } = await (
        await loadApiClient()
      ).post<SpacePhotos>(`/admin/spaces/${spaceId}/photos`, form, {
        onUploadProgress: (event) => {
          if (event.total) onProgress?.(event.loaded / event.total);
        },
      });
      return data;
    },
    onSuccess: answered,
  });
}

/** PUT /admin/spaces/{id}/photos: the same photos in a new order (the first is the cover). */
export function useReorderPhotos(spaceId: string) {
  const answered = usePhotosAnswered(spaceId);
  return useMutation({
    mutationFn: async (ids: string[]) =>
      (await (await loadApiClient()).put<SpacePhotos>(`/admin/spaces/${spaceId}/photos`, { photos: ids }))
        .data,
    onSuccess: answered,
  });
}

/** DELETE /admin/spaces/{id}/photos/{photoId}: the photos left. */
export function useDeletePhoto(spaceId: string) {
  const answered = usePhotosAnswered(spaceId);
  return useMutation({
    mutationFn: async (photoId: string) =>
      (
        await (
          await loadApiClient()
        ).delete<SpacePhotos>(`/admin/spaces/${spaceId}/photos/${encodeURIComponent(photoId)}`)
      ).data,
    onSuccess: answered,
  });
}
