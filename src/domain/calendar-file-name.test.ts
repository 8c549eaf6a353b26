import { describe, expect, it } from 'vitest';
import { calendarFileName } from './calendar-file-name';

describe('calendarFileName', () => {
  it('keeps only safe characters', () => {
    expect(calendarFileName('salle-lumière', '2026-11-24')).toBe('salle-lumi-re-2026-11-24.ics');
  });
});
