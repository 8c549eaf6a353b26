import { useTranslation } from 'next-i18next/pages';
import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { ResponsiveImage } from '../../../components/ui/responsive-image';

// Matches the page's columns: the main column is 736 px wide on large screens, the screen width less its padding below.
const SIZES = '(min-width: 1184px) 736px, (min-width: 1024px) calc(100vw - 28rem), calc(100vw - 2rem)';
/** A horizontal move of at least this many pixels, more horizontal than vertical, is a swipe. */
const SWIPE_PX = 40;

export type SpaceGalleryProps = { photos: string[]; title: string };

/**
 * The space's photos, one at a time: previous/next buttons, arrow keys (and Home/End) while the
 * gallery has focus, and a swipe on touch screens. The first photo is the page's largest image,
 * so it loads at once and with high priority; the others wait until they are about to show.
 */
export function SpaceGallery({ photos, title }: SpaceGalleryProps) {
  const { t } = useTranslation('spaces');
  const [index, setIndex] = useState(0);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const count = photos.length;

  const show = (next: number) => setIndex(((next % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    const target = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 }[event.key];
    if (target === undefined || count < 2) return;
    event.preventDefault();
    show(target);
  };

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch || count < 2) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) show(dx < 0 ? index + 1 : index - 1);
  };

  if (count === 0) {
    return (
      <div className="flex aspect-[3/2] items-center justify-center rounded-2xl bg-brand-100 text-ink-700">
        {t('gallery.empty')}
      </div>
    );
  }

  return (
    <section
      aria-roledescription={t('gallery.roleDescription')}
      aria-label={t('gallery.label', { title })}
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="relative rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <div
        className="relative aspect-[3/2] touch-pan-y overflow-hidden rounded-2xl bg-brand-100"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <div
          className="flex h-full transition-transform duration-300 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {photos.map((photo, position) => (
            <div
              key={photo}
              role="group"
              aria-roledescription={t('gallery.slide')}
              aria-label={t('gallery.position', { current: position + 1, count })}
              aria-hidden={position !== index || undefined}
              className="relative h-full w-full shrink-0"
            >
              <ResponsiveImage
                src={photo}
                alt={t('gallery.alt', { title, current: position + 1, count })}
                sizes={SIZES}
                priority={position === 0}
                className="object-cover"
              />
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <>
          <GalleryButton direction="previous" label={t('gallery.previous')} onClick={() => show(index - 1)} />
          <GalleryButton direction="next" label={t('gallery.next')} onClick={() => show(index + 1)} />
          <p
            aria-live="polite"
            className="absolute right-3 bottom-3 rounded-full bg-ink-900/75 px-2.5 py-1 text-xs font-medium text-white"
          >
            <span className="sr-only">{t('gallery.position', { current: index + 1, count })}</span>
            <span aria-hidden="true">
              {index + 1} / {count}
            </span>
          </p>
        </>
      )}
    </section>
  );
}

function GalleryButton({
  direction,
  label,
  onClick,
}: {
  direction: 'previous' | 'next';
  label: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`absolute top-1/2 ${direction === 'previous' ? 'left-3' : 'right-3'} inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink-900 shadow-md hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={direction === 'previous' ? 'M12.5 4.5L7 10l5.5 5.5' : 'M7.5 4.5L13 10l-5.5 5.5'} />
      </svg>
    </button>
  );
}
