import { describe, expect, it } from 'vitest';
import { occurrenceState } from './series-conflicts';

const cells = (free: Record<string, boolean>) => ({
  cells: Object.entries(free).map(([start, ok]) => ({ start, end: '', free: ok, desks_left: null })),
});

describe('occurrenceState', () => {
  it('is free when every half-hour of the slot is a free cell', () => {
    expect(occurrenceState(cells({ '09:00': true, '09:30': true, '10:00': false }), 540, 600)).toBe('free');
  });

  it('is taken when one half-hour is taken', () => {
    expect(occurrenceState(cells({ '09:00': true, '09:30': false }), 540, 600)).toBe('taken');
  });

  it('is closed when a half-hour falls outside the opening hours', () => {
    expect(occurrenceState(cells({ '09:00': false }), 540, 600)).toBe('closed');
    expect(occurrenceState({ cells: [] }, 540, 600)).toBe('closed');
  });
});
