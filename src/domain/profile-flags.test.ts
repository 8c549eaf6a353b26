import { describe, expect, it } from 'vitest';
import { profileFlags, type AccountInfo, type PersonalInfo } from './profile-flags';

const me: PersonalInfo = {
  email: 'camille@example.fr',
  first_name: 'Camille',
  last_name: 'Martin',
  phone: '+33612345678',
};
const account: AccountInfo = {
  business: false,
  billing_address: { address: '1 rue de Rivoli', city: 'Paris', country: 'FR', postal_code: '75001' },
};

describe('profileFlags', () => {
  it('reports a filled profile of a personal account as complete', () => {
    expect(profileFlags(me, account)).toEqual({
      personalInfoIncomplete: false,
      billingIncomplete: false,
      profileIncomplete: false,
      profileEmpty: false,
      isBusinessAccount: false,
    });
  });

  it.each(['email', 'first_name', 'last_name', 'phone'] as const)(
    'marks personal info incomplete without %s',
    (key) => {
      const flags = profileFlags({ ...me, [key]: null }, account);
      expect(flags).toMatchObject({
        personalInfoIncomplete: true,
        billingIncomplete: false,
        profileIncomplete: true,
        profileEmpty: false,
      });
    },
  );

  it.each(['address', 'city', 'country', 'postal_code'] as const)(
    'marks billing incomplete without %s',
    (key) => {
      const flags = profileFlags(me, {
        ...account,
        billing_address: { ...account.billing_address, [key]: null },
      });
      expect(flags).toMatchObject({
        personalInfoIncomplete: false,
        billingIncomplete: true,
        profileIncomplete: true,
        profileEmpty: false,
      });
    },
  );

  it('counts blank text as missing', () => {
    expect(profileFlags({ ...me, phone: '  ' }, account).personalInfoIncomplete).toBe(true);
  });

  it('calls a profile empty only when all eight fields are missing', () => {
    const blankAddress = { address: null, city: null, country: null, postal_code: null };
    const blankMe = { email: null, first_name: null, last_name: null, phone: null };
    expect(profileFlags(blankMe, { billing_address: blankAddress }).profileEmpty).toBe(true);
    expect(profileFlags(undefined, undefined).profileEmpty).toBe(true);
    expect(
      profileFlags({ ...blankMe, email: 'camille@example.fr' }, { billing_address: blankAddress })
        .profileEmpty,
    ).toBe(false);
    expect(profileFlags(blankMe, { billing_address: { ...blankAddress, city: 'Paris' } }).profileEmpty).toBe(
      false,
    );
  });

  it('treats a missing billing address as an incomplete one', () => {
    expect(profileFlags(me, { business: true, billing_address: null })).toMatchObject({
      billingIncomplete: true,
      isBusinessAccount: true,
    });
  });

  it('knows a business account by its truthy business field', () => {
    expect(profileFlags(me, { ...account, business: true }).isBusinessAccount).toBe(true);
    expect(profileFlags(me, { ...account, business: 0 }).isBusinessAccount).toBe(false);
    expect(profileFlags(me, undefined).isBusinessAccount).toBe(false);
  });
});
