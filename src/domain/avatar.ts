import type { USER_ROLES, USER_STATUSES } from '../contracts/me';

export type AvatarRole = (typeof USER_ROLES)[number];
export type AvatarStatus = (typeof USER_STATUSES)[number];
export type AvatarSize = 'small' | 'large';
/** primary: staff and account admins; halftone: users; none: guests and visitors; grey: suspended. */
export type AvatarTone = 'primary' | 'halftone' | 'none' | 'grey';

export type AvatarInput = {
  /** Absent for a visitor who is not signed in. */
  role?: AvatarRole | null;
  status?: AvatarStatus | null;
  size: AvatarSize;
  /** The profile photo (User.photo_url). */
  photoUrl?: string | null;
  /** The identity provider's photo (e.g. the Google account picture). */
  providerPhotoUrl?: string | null;
  firstName?: string | null;
  lastName?: string | null;
};

export type AvatarLook = {
  size: AvatarSize;
  tone: AvatarTone;
  /** The photo to show, if any; initials are the fallback. */
  photoUrl: string | null;
  /** Upper-case first letters of every word of the first and last names; '' when there is no name. */
  initials: string;
};

const PRIMARY_ROLES: readonly AvatarRole[] = ['admin', 'super_admin', 'account_admin'];

function toneOf(role: AvatarRole | null | undefined, status: AvatarStatus | null | undefined): AvatarTone {
  // Suspension wins over the role: the account is shown as inactive whatever it may do otherwise.
  if (status === 'suspended') return 'grey';
  if (role && PRIMARY_ROLES.includes(role)) return 'primary';
  if (role === 'user') return 'halftone';
  return 'none';
}

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** "Marie Anne" + "de la Tour" → "MADLT": one letter per word, as docs/product.md §3 says, accents kept. */
export function initialsOf(firstName?: string | null, lastName?: string | null): string {
  return (
    [firstName, lastName]
      .filter(present)
      .flatMap((name) => name.trim().split(/\s+/))
      // Array.from keeps a letter outside the BMP whole instead of half a surrogate pair.
      .map((word) => Array.from(word)[0] ?? '')
      .join('')
      .toLocaleUpperCase('fr')
  );
}

/** docs/product.md §3: photo_url, else the identity-provider photo, else initials; colour by role and size. */
export function avatarLook(input: AvatarInput): AvatarLook {
  const photoUrl = [input.photoUrl, input.providerPhotoUrl].find(present) ?? null;
  return {
    size: input.size,
    tone: toneOf(input.role, input.status),
    photoUrl: photoUrl?.trim() ?? null,
    initials: initialsOf(input.firstName, input.lastName),
  };
}
