import { useState } from 'react';
import { avatarLook, type AvatarInput, type AvatarSize, type AvatarTone } from '../../domain/avatar';

export type AvatarProps = AvatarInput & {
  /** Accessible name, usually the person's full name (already formatted by the caller). */
  label: string;
  className?: string;
};

const SIZES: Record<AvatarSize, string> = {
  small: 'size-9 text-sm',
  large: 'size-20 text-2xl',
};

// The shade also depends on the size: a large avatar is a surface, a small one a dot among text.
const TONES: Record<AvatarTone, Record<AvatarSize, string>> = {
  primary: { small: 'bg-brand-600 text-white', large: 'bg-brand-500 text-white' },
  halftone: { small: 'bg-brand-100 text-brand-700', large: 'bg-brand-100 text-brand-900' },
  none: {
    small: 'bg-white text-ink-700 ring-1 ring-inset ring-ink-500/30',
    large: 'bg-white text-ink-700 ring-2 ring-inset ring-ink-500/20',
  },
  grey: { small: 'bg-ink-500/20 text-ink-500 grayscale', large: 'bg-ink-500/20 text-ink-500 grayscale' },
};

/** docs/product.md §3: the profile photo, else the identity-provider photo, else initials, coloured by role and size. */
export function Avatar({ label, className, ...input }: AvatarProps) {
  // A photo that fails to load (expired provider link, offline) gives way to the next choice.
  const [broken, setBroken] = useState<readonly string[]>([]);
  const usable = (url: string | null | undefined) => (url && !broken.includes(url) ? url : null);
  const look = avatarLook({
    ...input,
    photoUrl: usable(input.photoUrl),
    providerPhotoUrl: usable(input.providerPhotoUrl),
  });
  const photoUrl = look.photoUrl;
  return (
    <span
      role="img"
      aria-label={label}
      data-tone={look.tone}
      data-size={look.size}
      className={[
        'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full font-semibold select-none',
        SIZES[look.size],
        TONES[look.tone][look.size],
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {photoUrl ? (
        // A plain img: provider photos come from hosts the image optimizer is not configured for.
        <img
          src={photoUrl}
          alt=""
          referrerPolicy="no-referrer"
          className="size-full object-cover"
          onError={() => setBroken((current) => [...current, photoUrl])}
        />
      ) : look.initials ? (
        <span aria-hidden="true">{look.initials}</span>
      ) : (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3/5" fill="currentColor">
          <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.5-8 5.5V21h16v-1.5c0-3-3.6-5.5-8-5.5z" />
        </svg>
      )}
    </span>
  );
}
