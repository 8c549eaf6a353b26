import { describe, expect, it } from 'vitest';
import { formatPhone, phoneSchema, toE164 } from './phone';
import { updateMeSchema } from './update-me';

describe('phoneSchema', () => {
  it.each([
    '06 12 34 56 78',
    '06.12.34.56.78',
    '0612345678',
    '06-12-34-56-78',
    ' +33 6 12 34 56 78 ',
    '+33612345678',
  ])('reads %j as a French number and keeps it in E.164', (typed) => {
    expect(phoneSchema.parse(typed)).toBe('+33612345678');
  });

  it('keeps numbers from abroad with their own country code', () => {
    expect(phoneSchema.parse('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('refuses what is not a phone number with the translated message', () => {
    for (const typed of ['06 12', '0612345678901', 'hello', '+33 1']) {
      const result = phoneSchema.safeParse(typed);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['errors:forms.invalidPhone']);
    }
  });

  it('asks for a number rather than calling blanks invalid', () => {
    expect(phoneSchema.safeParse('   ').error?.issues.map((issue) => issue.message)).toEqual([
      'errors:forms.required',
    ]);
  });

  it('is what PATCH /me checks: a French number goes in as typed and comes out in E.164, null clears it', () => {
    expect(updateMeSchema.parse({ phone: '06 12 34 56 78' })).toEqual({ phone: '+33612345678' });
    expect(updateMeSchema.parse({ phone: null })).toEqual({ phone: null });
    expect(updateMeSchema.safeParse({ phone: '06 12' }).success).toBe(false);
  });
});

describe('toE164 and formatPhone', () => {
  it('refuses what is not a phone number', () => {
    expect(toE164('06 12')).toBeUndefined();
    expect(toE164('hello')).toBeUndefined();
  });

  it('shows a stored number back in the international format', () => {
    expect(formatPhone('+33612345678')).toBe('+33 6 12 34 56 78');
    expect(formatPhone(null)).toBe('');
  });
});
