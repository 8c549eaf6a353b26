import type { AdminSpace } from '../../../../contracts/admin-spaces';
import { SpaceClosures } from './space-closures';
import { SpacePhotos } from './space-photos';
import { SpacePreview } from './space-preview';

/** What the space's edit page shows below its form: photos, closures, and the preview of an unpublished space. */
export function SpaceEditSections({ space }: { space: AdminSpace }) {
  return (
    <>
      <SpacePhotos spaceId={space.id} />
      <SpaceClosures spaceId={space.id} />
      {!space.published && <SpacePreview space={space} />}
    </>
  );
}
