// Draws the illustrative photos of every seeded space (public/spaces/<zone>/<slug>/<n>.jpg) and the
// default social-sharing image (public/og-default.jpg). Everything is procedural and seeded from the
// slug, so the pictures are identical on every machine and need no network or stock photos.
//
//   npx tsx scripts/generate-photos.ts [catalogueDir] [--out DIR] [--force]
//
// Existing files are kept unless --force, so re-running after adding a space only draws the new one.
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { z } from 'zod';
import { seedSpaceSchema } from '../src/server/db/seed/catalogue-schema';
import { renderOgSvg, renderPhotoSvg } from './photos/shots';

const PHOTO = { width: 1200, height: 800, maxBytes: 45 * 1024 };
const OG = { width: 1200, height: 628, maxBytes: 80 * 1024 };
const QUALITY = 72;
const MIN_QUALITY = 50;

/** Only what the drawings need; the seed script validates the rest of the catalogue. */
const photoSpaceSchema = seedSpaceSchema.pick({
  slug: true,
  zone: true,
  type: true,
  capacity: true,
  features: true,
  photoCount: true,
});
type CatalogueSpace = z.infer<typeof photoSpaceSchema>;

interface Job {
  readonly file: string;
  readonly maxBytes: number;
  readonly svg: () => string;
}

async function loadCatalogue(dir: string): Promise<CatalogueSpace[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  if (files.length === 0) throw new Error(`No catalogue JSON files in ${dir}`);
  const spaces: CatalogueSpace[] = [];
  for (const file of files) {
    const raw: unknown = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
    const parsed = z.array(photoSpaceSchema).safeParse(raw);
    if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
    spaces.push(...parsed.data);
  }
  return spaces;
}

function jobsFor(spaces: readonly CatalogueSpace[], outDir: string): Job[] {
  const jobs: Job[] = [
    {
      file: path.join(outDir, 'og-default.jpg'),
      maxBytes: OG.maxBytes,
      svg: () => renderOgSvg(OG.width, OG.height),
    },
  ];
  for (const space of spaces) {
    for (let n = 1; n <= space.photoCount; n++) {
      jobs.push({
        file: path.join(outDir, 'spaces', space.zone, space.slug, `${n}.jpg`),
        maxBytes: PHOTO.maxBytes,
        svg: () => renderPhotoSvg(space, n, PHOTO.width, PHOTO.height),
      });
    }
  }
  return jobs;
}

/** Steps the quality down only for busy scenes, so every file stays within its byte budget. */
async function encode(svg: string, maxBytes: number): Promise<Buffer> {
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  for (let quality = QUALITY; ; quality -= 3) {
    const jpeg = await sharp(data, { raw }).jpeg({ quality, progressive: true, mozjpeg: true }).toBuffer();
    if (jpeg.length <= maxBytes || quality - 3 < MIN_QUALITY) return jpeg;
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string', default: 'public' }, force: { type: 'boolean', default: false } },
  });
  const catalogueDir = path.resolve(positionals[0] ?? 'src/server/db/seed/catalogue');
  const outDir = path.resolve(values.out);
  const spaces = await loadCatalogue(catalogueDir);
  let written = 0;
  let skipped = 0;
  let bytes = 0;
  for (const job of jobsFor(spaces, outDir)) {
    if (!values.force && existsSync(job.file)) {
      skipped += 1;
      continue;
    }
    const jpeg = await encode(job.svg(), job.maxBytes);
    if (jpeg.length > job.maxBytes)
      console.warn(`warning: ${path.relative(outDir, job.file)} is ${Math.round(jpeg.length / 1024)} KB`);
    await mkdir(path.dirname(job.file), { recursive: true });
    await writeFile(job.file, jpeg);
    written += 1;
    bytes += jpeg.length;
  }
  const average = written ? ` (${Math.round(bytes / written / 1024)} KB on average)` : '';
  console.log(
    `Photos for ${spaces.length} spaces: wrote ${written}${average}, skipped ${skipped} existing into ${outDir}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
