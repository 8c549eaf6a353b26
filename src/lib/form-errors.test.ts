import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  formErrorKeys,
  formErrorMessage,
  lastPathElement,
  looksLikeTranslationKey,
  type Translate,
} from './form-errors';

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'fr',
  initAsync: false,
  interpolation: { escapeValue: false },
  resources: {
    fr: {
      errors: {
        generic: 'Une erreur est survenue.',
        too_small: 'Trop court.',
        forms: { invalidEmail: 'Adresse invalide.' },
        email: { did_you_mean: 'Vouliez-vous dire {{suggestion}} ?' },
        postal_code: { too_small: 'Le code postal a 5 chiffres.' },
      },
    },
  },
});
const t: Translate = (keys, options) => i18n.t(keys, options);

describe('formErrorMessage (docs/product.md §5 lookup order)', () => {
  it('prefers <last path element>.<code>', () => {
    expect(
      formErrorMessage(t, 'billing_address.postal_code', { type: 'too_small', message: 'Too small' }),
    ).toBe('Le code postal a 5 chiffres.');
    expect(formErrorMessage(t, 'email', { type: 'did_you_mean' }, { suggestion: 'a@gmail.com' })).toBe(
      'Vouliez-vous dire a@gmail.com ?',
    );
  });

  it('lets a customCode win over the type', () => {
    expect(
      formErrorMessage(
        t,
        'email',
        { type: 'custom', customCode: 'did_you_mean' },
        { suggestion: 'b@orange.fr' },
      ),
    ).toBe('Vouliez-vous dire b@orange.fr ?');
  });

  it('then tries the bare code', () => {
    expect(
      formErrorMessage(t, 'first_name', { type: 'too_small', message: 'Too small: expected 1 character' }),
    ).toBe('Trop court.');
  });

  it('then the validator default, translated when it is a key', () => {
    expect(
      formErrorMessage(t, 'email', { type: 'invalid_format', message: 'errors:forms.invalidEmail' }),
    ).toBe('Adresse invalide.');
    expect(formErrorMessage(t, 'email', { type: 'invalid_format', message: 'forms.invalidEmail' })).toBe(
      'Adresse invalide.',
    );
    expect(
      formErrorMessage(t, 'phone', { type: 'invalid_format', message: 'Expected an E.164 phone number.' }),
    ).toBe('Expected an E.164 phone number.');
  });

  it('says something generic rather than show a key nobody translated', () => {
    expect(
      formErrorMessage(t, 'phone', { type: 'invalid_format', message: 'errors:forms.nothingHere' }),
    ).toBe('Une erreur est survenue.');
    expect(formErrorMessage(t, 'phone', {})).toBe('Une erreur est survenue.');
  });

  it('has nothing to say without an error', () => {
    expect(formErrorMessage(t, 'email', undefined)).toBeUndefined();
  });
});

describe('helpers', () => {
  it('takes the last named element of a field path', () => {
    expect(lastPathElement('email')).toBe('email');
    expect(lastPathElement('body.billing_address.city')).toBe('city');
    expect(lastPathElement('guests.2.email')).toBe('email');
    expect(lastPathElement('guests[2].email')).toBe('email');
  });

  it('recognises translation keys and not sentences', () => {
    expect(looksLikeTranslationKey('errors:forms.invalidEmail')).toBe(true);
    expect(looksLikeTranslationKey('forms.password.minLength')).toBe(true);
    expect(looksLikeTranslationKey('The request is not valid.')).toBe(false);
    expect(looksLikeTranslationKey('Required')).toBe(false);
  });

  it('lists the keys most specific first', () => {
    expect(
      formErrorKeys('body.email', { code: 'invalid_format', message: 'errors:forms.invalidEmail' }),
    ).toEqual(['errors:email.invalid_format', 'errors:invalid_format', 'errors:forms.invalidEmail']);
  });
});
