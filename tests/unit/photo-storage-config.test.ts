import path from 'node:path';
import { expect, it } from 'vitest';
import { parseServerEnv } from '../../src/server/env';

const bucket = {
  S3_BUCKET: 'nook-photos',
  S3_REGION: 'fr-par',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_PUBLIC_URL: 'https://photos.example.com',
};

it('keeps the photos in .data/photos when nothing is said, empty values counting as unset', () => {
  const env = parseServerEnv({ S3_BUCKET: '', S3_ENDPOINT: '' });
  expect(env.photosDir).toBe(path.resolve('.data/photos'));
  expect(env.S3_BUCKET).toBeUndefined();
});

it('takes a whole bucket configuration, and refuses half of one, naming what is missing', () => {
  expect(parseServerEnv({ ...bucket, S3_ENDPOINT: 'https://s3.fr-par.scw.cloud' }).S3_BUCKET).toBe(
    'nook-photos',
  );
  expect(() => parseServerEnv({ S3_BUCKET: 'nook-photos', S3_REGION: 'fr-par' })).toThrow(
    /S3_ACCESS_KEY_ID.*S3_SECRET_ACCESS_KEY.*S3_PUBLIC_URL/,
  );
  expect(() => parseServerEnv({ ...bucket, S3_PUBLIC_URL: 'photos.example.com' })).toThrow(/S3_PUBLIC_URL/);
});
