import type { NextApiRequest, NextApiResponse } from 'next';
import { serverEnv } from '../../../../server/env';
import {
  configuredPhotoStorage,
  PHOTO_CACHE_CONTROL,
  PHOTO_CONTENT_TYPE,
  type PhotoStorage,
} from '../../../../server/integrations/photo-storage';

let storage: PhotoStorage | undefined;

const notFound = (res: NextApiResponse) => {
  res.writeHead(404, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Photo not found.', details: [] } }));
};

/**
 * GET /api/v1/photos/{name}: a space's photo kept on this server's disk, as the v1 API serves it
 * (GET /v1/photos/{name}), but answered here, ahead of the API's catch-all route. Next's image
 * optimizer fetches a local image with a stand-in request that has no headers and throws on
 * `rawHeaders`, which the API's request adapter reads: a plain handler is what it can call.
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' });
    res.end();
    return;
  }
  // Next fills `query`; the last part of the path says the same to any other caller.
  const name = req.query?.name ?? req.url?.split('?')[0]?.split('/').pop();
  storage ??= configuredPhotoStorage(serverEnv());
  const bytes = typeof name === 'string' ? await storage.read(name) : null;
  if (!bytes) return notFound(res);
  res.writeHead(200, {
    'content-type': PHOTO_CONTENT_TYPE,
    'cache-control': PHOTO_CACHE_CONTROL,
    'content-length': String(bytes.length),
  });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
