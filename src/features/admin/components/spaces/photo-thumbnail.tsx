import { optimizedImageUrl } from '../../../../components/ui/responsive-image';

/** A space's photo at thumbnail size: through the image optimizer when it is one of the site's, as it is otherwise. */
export function PhotoThumbnail({
  src,
  alt,
  width = 256,
  className = '',
}: {
  src: string;
  alt: string;
  width?: number;
  className?: string;
}) {
  return (
    <img
      src={src.startsWith('/') ? optimizedImageUrl(src, width) : src}
      alt={alt}
      loading="lazy"
      className={`object-cover ${className}`}
    />
  );
}
