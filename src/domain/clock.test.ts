import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOKABLE_END,
  BOOKABLE_START,
  SLOT_STEP,
  clockString,
  formatClock,
  parseClock,
  toHhmm,
} from './clock';

describe('parseClock', () => {
  it('reads HHmm numbers as minutes since midnight', () => {
    expect(parseClock(930)).toBe(570);
    expect(parseClock(0)).toBe(0);
    expect(parseClock(800)).toBe(480);
    expect(parseClock(2300)).toBe(1380);
    expect(parseClock(2400)).toBe(1440);
  });

  it('reads the string forms the API and URLs use', () => {
    expect(parseClock('09:30')).toBe(570);
    expect(parseClock('9:30')).toBe(570);
    expect(parseClock('930')).toBe(570);
    expect(parseClock('0930')).toBe(570);
    expect(parseClock(' 14:00 ')).toBe(840);
  });

  it('refuses malformed times', () => {
    for (const value of [
      960,
      2430,
      2500,
      -100,
      9.5,
      Number.NaN,
      '',
      '9h30',
      '09:3',
      '09:300',
      'abc',
      '12:60',
      '25:00',
      '24:30',
      '12345',
    ]) {
      expect(parseClock(value), String(value)).toBeUndefined();
    }
  });

  it('round-trips with toHhmm for every minute of the day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1440 }), (minutes) => {
        expect(parseClock(toHhmm(minutes))).toBe(minutes);
        expect(parseClock(clockString(minutes))).toBe(minutes);
      }),
    );
  });
});

describe('toHhmm and clockString', () => {
  it('write minutes back as HHmm and HH:mm', () => {
    expect(toHhmm(570)).toBe(930);
    expect(toHhmm(1380)).toBe(2300);
    expect(clockString(570)).toBe('09:30');
    expect(clockString(0)).toBe('00:00');
    expect(clockString(1410)).toBe('23:30');
  });
});

describe('formatClock', () => {
  it('writes French times as 14h30 and drops h00', () => {
    expect(formatClock(870, 'fr')).toBe('14h30');
    expect(formatClock(840, 'fr')).toBe('14h');
    expect(formatClock(570, 'fr')).toBe('9h30');
  });

  it('writes English times on a 12-hour clock', () => {
    expect(formatClock(870, 'en')).toBe('2:30 PM');
    expect(formatClock(840, 'en')).toBe('2 PM');
    expect(formatClock(570, 'en')).toBe('9:30 AM');
    expect(formatClock(720, 'en')).toBe('12 PM');
    expect(formatClock(0, 'en')).toBe('12 AM');
    expect(formatClock(1440, 'en')).toBe('12 AM');
  });
});

it('bookable hours run 08:00 to 23:00 in half-hour steps', () => {
  expect([BOOKABLE_START, BOOKABLE_END, SLOT_STEP]).toEqual([480, 1380, 30]);
});
