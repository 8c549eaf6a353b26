import sharp, { type Sharp } from 'sharp';
import { PHOTO_LIMITS } from '../../contracts/admin-photos';
import { decodeHeic } from './photo-heic';

/** Why an uploaded file is refused; each code has its message in errors:api. */
export type PhotoProblem =
  'PHOTO_TOO_LARGE' | 'PHOTO_NOT_IMAGE' | 'PHOTO_FORMAT_UNSUPPORTED' | 'PHOTO_TOO_MANY_PIXELS';

export class PhotoRefused extends Error {
  constructor(readonly problem: PhotoProblem) {
    super(problem);
    this.name = 'PhotoRefused';
  }
}

/**
 * Pixels a photo may have before it is even decoded: a 40-50 megapixel camera passes; a small file
 * that claims gigapixels (a decompression bomb) is refused from its header, before it costs memory.
 */
export const MAX_INPUT_PIXELS = 100_000_000;
/** A photo that takes longer than this to decode and encode is not a photo worth waiting for. */
const TIMEOUT_SECONDS = 30;
const JPEG_QUALITY = 82;

type Kind = 'jpeg' | 'png' | 'webp' | 'heif';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** ISO-BMFF brands of HEIF files: HEIC from phones (HEVC), their sequences, and AVIF. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);

/** What the bytes are, by their signature: the file's name and declared type are the sender's to choose. */
function sniff(bytes: Buffer): Kind | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.toString('latin1', 4, 8) === 'ftyp' && HEIF_BRANDS.has(bytes.toString('latin1', 8, 12)))
    return 'heif';
  return null;
}

const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/**
 * A HEIF that neither decoder reads is told apart from "not an image": its sender can still send
 * it as JPEG (the phone's "Most compatible" setting).
 */
const unreadable = (kind: Kind, error: unknown) =>
  new PhotoRefused(
    isPixelLimit(error)
      ? 'PHOTO_TOO_MANY_PIXELS'
      : kind === 'heif'
        ? 'PHOTO_FORMAT_UNSUPPORTED'
        : 'PHOTO_NOT_IMAGE',
  );

/** Refuses what is not a photo we can read, from its size, signature and header, without decoding it. */
export async function checkPhoto(bytes: Buffer): Promise<Kind> {
  if (bytes.length > PHOTO_LIMITS.maxBytes) throw new PhotoRefused('PHOTO_TOO_LARGE');
  const kind = sniff(bytes);
  if (!kind) throw new PhotoRefused('PHOTO_NOT_IMAGE');
  const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch((error: unknown) => {
      throw unreadable(kind, error);
    });
  // A signature alone is a few bytes anyone can write in front of anything.
  if (metadata.format !== kind) throw new PhotoRefused('PHOTO_NOT_IMAGE');
  return kind;
}

/**
 * The photo as stored: turned upright by its EXIF orientation, then without any metadata (camera,
 * place, date: none of it is ours to publish), in sRGB, at most maxLongSide on its long side, as a
 * progressive JPEG on white — JPEG because the space page declares its cover `image/jpeg` to
 * sharing previews, as the seed's photos are; the image optimizer serves browsers AVIF or WebP.
 */
function storedJpeg(image: Sharp): Promise<Buffer> {
  const side = PHOTO_LIMITS.maxLongSide;
  return image
    .timeout({ seconds: TIMEOUT_SECONDS })
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
}

/** A HEIF that sharp cannot decode (an iPhone's, HEVC-coded), as pixels; libheif applies its rotation. */
async function heicPixels(bytes: Buffer): Promise<Sharp> {
  const { data, width, height } = await decodeHeic(bytes, MAX_INPUT_PIXELS);
  return sharp(data, { raw: { width, height, channels: 4 }, limitInputPixels: MAX_INPUT_PIXELS });
}

export async function encodePhoto(bytes: Buffer): Promise<Buffer> {
  const kind = await checkPhoto(bytes);
  // sharp first, HEIF included: it reads AV1-coded HEIF natively, far faster than WebAssembly.
  try {
    return await storedJpeg(
      sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true }),
    );
  } catch (error) {
    if (kind !== 'heif' || isPixelLimit(error)) throw unreadable(kind, error);
  }
  try {
    return await storedJpeg(await heicPixels(bytes));
  } catch (error) {
    throw unreadable(kind, error);
  }
}
