import { preload } from 'react-dom';

// Must match `images.deviceSizes` and `images.imageSizes` in next.config.ts: the optimizer
// refuses any other width.
export const IMAGE_WIDTHS = [64, 128, 256, 320, 360, 480, 640, 750, 828, 1080, 1200] as const;
const QUALITY = 75;

/** The URL of Next's image optimizer for a local image at a given width (its default loader). */
export function optimizedImageUrl(src: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${QUALITY}`;
}

export type ResponsiveImageProps = {
  src: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** For the image likely to be the largest paint: fetched early, with high priority. */
  priority?: boolean;
  className?: string;
  /**
   * The narrowest the image is ever drawn, in CSS pixels: smaller widths, which no browser would
   * pick, stay out of the srcset (24 cards × 3 unused candidates were 5 kB of every search page).
   */
  minWidth?: number;
};

/**
 * A plain `<img>` filling its (positioned) parent, served in the right width and format by Next's
 * image optimizer. It does what next/image does for us (srcset, lazy loading, a preload for the
 * priority image) in a fraction of its client code, which every public page would download.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  priority = false,
  className = '',
  minWidth = 0,
}: ResponsiveImageProps) {
  const srcSet = IMAGE_WIDTHS.filter((width) => width >= minWidth)
    .map((width) => `${optimizedImageUrl(src, width)} ${width}w`)
    .join(', ');
  const fallback = optimizedImageUrl(src, Math.max(...IMAGE_WIDTHS));
  // During the server render this becomes a <link rel="preload"> in the document head.
  if (priority)
    preload(fallback, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
  return (
    <img
      src={fallback}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      // Also how the script loader (src/shell/paint-first-head.tsx) knows the page's main photo.
      fetchPriority={priority ? 'high' : undefined}
      // The largest paint is not held back by an asynchronous decode; the others may wait.
      decoding={priority ? undefined : 'async'}
      className={`absolute inset-0 size-full ${className}`}
    />
  );
}
