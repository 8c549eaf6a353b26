import type { Locale } from './money';

/** The capacity filter's values as they travel in URLs; '16-' is the open-ended "16+". */
export const CAPACITY_BUCKETS = ['1-4', '4-8', '8-12', '12-16', '16-'] as const;
export type CapacityBucket = (typeof CAPACITY_BUCKETS)[number];

export type CapacityRange = { min: number; max?: number };

export function isCapacityBucket(value: unknown): value is CapacityBucket {
  return typeof value === 'string' && (CAPACITY_BUCKETS as readonly string[]).includes(value);
}

/**
 * '4-8' → { min: 4, max: 8 }, '16-' → { min: 16 }. Only the five filter values are accepted:
 * an arbitrary range in a hand-edited URL would show results no filter chip can describe.
 */
export function parseCapacityBucket(value: string): CapacityRange | undefined {
  if (!isCapacityBucket(value)) return undefined;
  const [min, max] = value.split('-');
  return max ? { min: Number(min), max: Number(max) } : { min: Number(min) };
}

/** Whether a space seating `capacity` people shows under a bucket (bounds included). */
export function fitsCapacityBucket(capacity: number, bucket: CapacityBucket): boolean {
  const range = parseCapacityBucket(bucket);
  if (!range) return false;
  return capacity >= range.min && (range.max === undefined || capacity <= range.max);
}

/**
 * Short chip label: fr "1 à 4 pers." / "16 pers. et +", en "1–4 people" / "16+ people".
 * Kept here rather than in locale files because it is built from the bucket's numbers.
 */
export function capacityLabel(bucket: CapacityBucket, locale: Locale): string {
  const range = parseCapacityBucket(bucket);
  if (!range) return bucket;
  if (locale === 'fr') {
    return range.max === undefined ? `${range.min} pers. et +` : `${range.min} à ${range.max} pers.`;
  }
  return range.max === undefined ? `${range.min}+ people` : `${range.min}–${range.max} people`;
}
