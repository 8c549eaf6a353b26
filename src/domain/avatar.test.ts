import { describe, expect, it } from 'vitest';
import { avatarLook, initialsOf } from './avatar';

const base = { size: 'small' as const, firstName: 'Camille', lastName: 'Durand' };

describe('avatarLook: what picture', () => {
  it('shows the profile photo first', () => {
    expect(
      avatarLook({
        ...base,
        photoUrl: 'https://img.test/me.jpg',
        providerPhotoUrl: 'https://google.test/me.jpg',
      }).photoUrl,
    ).toBe('https://img.test/me.jpg');
  });

  it('falls back to the identity-provider photo', () => {
    expect(
      avatarLook({ ...base, photoUrl: null, providerPhotoUrl: 'https://google.test/me.jpg' }).photoUrl,
    ).toBe('https://google.test/me.jpg');
    expect(
      avatarLook({ ...base, photoUrl: '  ', providerPhotoUrl: 'https://google.test/me.jpg' }).photoUrl,
    ).toBe('https://google.test/me.jpg');
  });

  it('has no photo when neither is known, and initials instead', () => {
    const look = avatarLook({ ...base });
    expect(look.photoUrl).toBeNull();
    expect(look.initials).toBe('CD');
  });
});

describe('initialsOf', () => {
  it('takes the first letter of each word of both names', () => {
    expect(initialsOf('Marie Anne', 'de la Tour')).toBe('MADLT');
    expect(initialsOf('jean', 'dupont')).toBe('JD');
  });

  it('keeps accents and ignores extra spaces', () => {
    expect(initialsOf('  Émilie ', 'Ölund   Çelik')).toBe('ÉÖÇ');
  });

  it('works with only one name, or none', () => {
    expect(initialsOf('Léa', null)).toBe('L');
    expect(initialsOf(undefined, 'Martin')).toBe('M');
    expect(initialsOf(null, '')).toBe('');
  });
});

describe('avatarLook: colour by role and status', () => {
  it('uses the primary colour for staff and account admins', () => {
    for (const role of ['admin', 'super_admin', 'account_admin'] as const)
      expect(avatarLook({ ...base, role }).tone, role).toBe('primary');
  });

  it('uses the half-tone for users', () => {
    expect(avatarLook({ ...base, role: 'user' }).tone).toBe('halftone');
  });

  it('has no colour for guests and visitors', () => {
    expect(avatarLook({ ...base, role: 'guest' }).tone).toBe('none');
    expect(avatarLook({ ...base, role: 'account_guest' }).tone).toBe('none');
    expect(avatarLook({ ...base }).tone).toBe('none');
  });

  it('greys out suspended users whatever their role', () => {
    for (const role of ['admin', 'user', 'guest'] as const)
      expect(avatarLook({ ...base, role, status: 'suspended' }).tone, role).toBe('grey');
    expect(avatarLook({ ...base, role: 'admin', status: 'enabled' }).tone).toBe('primary');
  });

  it('keeps the size, which picks the shade', () => {
    expect(avatarLook({ ...base, size: 'large' }).size).toBe('large');
    expect(avatarLook({ ...base, size: 'small' }).size).toBe('small');
  });
});
