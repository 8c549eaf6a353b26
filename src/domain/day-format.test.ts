import { describe, expect, it } from 'vitest';
import { formatDay } from './day-format';

describe('formatDay', () => {
  it('follows the fr and en date presets', () => {
    expect(formatDay('2026-11-22', 'fr')).toBe('22/11/2026');
    expect(formatDay('2026-11-22', 'en')).toBe('2026/11/22');
  });

  it('refuses what is not a calendar day', () => {
    expect(() => formatDay('2026-02-30', 'fr')).toThrow(RangeError);
  });
});
