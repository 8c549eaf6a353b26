/** A decoded image's pixels, 8-bit RGBA, row after row. */
export type RgbaImage = { data: Buffer; width: number; height: number };

/** Worded as sharp words it, so that one test tells both decoders' refusals (photo-image.ts). */
const PIXEL_LIMIT_MESSAGE = 'Input image exceeds pixel limit';

/**
 * The first image of a HEIC, decoded by libheif compiled to WebAssembly (heic-decode): sharp's
 * prebuilt libvips decodes AV1-coded HEIF only, HEVC being patent-encumbered, and iPhones write HEVC.
 * Its size is read from the container and refused over maxPixels before any pixel is decoded.
 * The module is loaded on first use: it compiles 1.4 MB of WebAssembly.
 */
export async function decodeHeic(bytes: Buffer, maxPixels: number): Promise<RgbaImage> {
  const { default: decode } = await import('heic-decode');
  const images = await decode.all({ buffer: bytes });
  try {
    const [first] = images;
    if (!first) throw new Error('No image in this HEIF file');
    if (first.width * first.height > maxPixels) throw new Error(PIXEL_LIMIT_MESSAGE);
    const { data, width, height } = await first.decode();
    // The same memory, seen as the Buffer sharp's raw input takes.
    return { data: Buffer.from(data.buffer, data.byteOffset, data.byteLength), width, height };
  } finally {
    images.dispose();
  }
}
