import { expect, it } from 'vitest';
import { slotFromQuery, slotTimes, slotToQuery } from './slot-query';

const today = '2026-11-22';
const maxDay = '2027-11-22';

it('reads the slot a search link carries, and writes it back the same way', () => {
  const slot = slotFromQuery({ day: '2026-12-02', start: '1400', end: '1730' }, today, maxDay);
  expect(slot).toEqual({ day: '2026-12-02', start: 14 * 60, end: 17 * 60 + 30 });
  expect(slotToQuery(slot)).toEqual({ day: '2026-12-02', start: '1400', end: '1730' });
  expect(slotFromQuery({ day: '2026-12-02', start: '09:30', end: '1200' }, today, maxDay).start).toBe(570);
});

it('falls back to today for a missing, impossible, past or too distant day', () => {
  for (const day of [undefined, '2026-02-30', 'tomorrow', '2026-11-21', '2027-11-23']) {
    expect(slotFromQuery({ day }, today, maxDay).day).toBe(today);
  }
  expect(slotFromQuery({ day: maxDay }, today, maxDay).day).toBe(maxDay);
});

it('keeps times only in pairs, on whole or half hours within 08:00–23:00', () => {
  const times = (start?: string, end?: string) => {
    const slot = slotFromQuery({ day: today, start, end }, today, maxDay);
    return [slot.start, slot.end];
  };
  expect(times('1400')).toEqual([null, null]);
  expect(times('1415', '1600')).toEqual([null, null]);
  expect(times('700', '900')).toEqual([null, null]);
  expect(times('2200', '2330')).toEqual([null, null]);
  // End before start is kept: the panel says what is wrong with it.
  expect(times('1700', '1400')).toEqual([17 * 60, 14 * 60]);
});

it('offers starts from 08:00 to 22:30 and ends from 08:30 to 23:00', () => {
  expect(slotTimes('start')).toHaveLength(30);
  expect([slotTimes('start')[0], slotTimes('start').at(-1)]).toEqual([480, 1350]);
  expect([slotTimes('end')[0], slotTimes('end').at(-1)]).toEqual([510, 1380]);
});
