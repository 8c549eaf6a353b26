import { describe, expect, it } from 'vitest';
import {
  CAPACITY_BUCKETS,
  capacityLabel,
  fitsCapacityBucket,
  isCapacityBucket,
  parseCapacityBucket,
} from './capacity';

describe('parseCapacityBucket', () => {
  it('reads the five filter values, 16- being open-ended', () => {
    expect(parseCapacityBucket('1-4')).toEqual({ min: 1, max: 4 });
    expect(parseCapacityBucket('12-16')).toEqual({ min: 12, max: 16 });
    expect(parseCapacityBucket('16-')).toEqual({ min: 16 });
  });

  it('refuses anything else', () => {
    for (const value of ['', '16+', '2-3', '1-4 ', '4', 'abc', '-4'])
      expect(parseCapacityBucket(value), value).toBeUndefined();
    expect(isCapacityBucket(4)).toBe(false);
  });

  it('has every bucket parse', () => {
    for (const bucket of CAPACITY_BUCKETS) expect(parseCapacityBucket(bucket)).toBeDefined();
  });
});

describe('fitsCapacityBucket', () => {
  it('includes both bounds', () => {
    expect(fitsCapacityBucket(4, '1-4')).toBe(true);
    expect(fitsCapacityBucket(4, '4-8')).toBe(true);
    expect(fitsCapacityBucket(1, '1-4')).toBe(true);
    expect(fitsCapacityBucket(9, '4-8')).toBe(false);
    expect(fitsCapacityBucket(3, '4-8')).toBe(false);
  });

  it('has no upper bound for 16+', () => {
    expect(fitsCapacityBucket(16, '16-')).toBe(true);
    expect(fitsCapacityBucket(120, '16-')).toBe(true);
    expect(fitsCapacityBucket(15, '16-')).toBe(false);
  });
});

describe('capacityLabel', () => {
  it('labels buckets in each language', () => {
    expect(capacityLabel('1-4', 'fr')).toBe('1 à 4 pers.');
    expect(capacityLabel('16-', 'fr')).toBe('16 pers. et +');
    expect(capacityLabel('4-8', 'en')).toBe('4–8 people');
    expect(capacityLabel('16-', 'en')).toBe('16+ people');
  });
});
