import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// One writer per table (docs/lifecycle.md): a booking's and an event's rows (their status above
// all), payments and refunds, coupon reservations, invoices and their numbers, and the booking's
// history are written under src/server/lifecycle/ alone.

const OWNED = [
  'bookings',
  'events',
  'payments',
  'couponRedemptions',
  'bookingHistory',
  'invoices',
  'invoiceCounters',
];

/** Where else they may be written: demo data for a local database, which no lifecycle made. */
const ALLOWED = ['src/server/lifecycle/', 'src/server/db/seed/'];

const drizzleWrite = new RegExp(String.raw`\.(insert|update|delete)\(\s*(${OWNED.join('|')})\s*\)`, 'g');
const sqlWrite = new RegExp(
  String.raw`(insert\s+into|update|delete\s+from)\s+\$\{(${OWNED.join('|')})\}`,
  'gi',
);

/** Each write of an owned table in `source`, as "table (line n)". */
function writesIn(source: string): string[] {
  const found: string[] = [];
  for (const pattern of [drizzleWrite, sqlWrite])
    for (const match of source.matchAll(pattern)) {
      const line = source.slice(0, match.index).split('\n').length;
      found.push(`${match[2]} (line ${line})`);
    }
  return found;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [file] : [];
  });
}

describe('the lifecycle is the only writer of what it owns', () => {
  it('finds a write however it is spelled', () => {
    expect(writesIn("await tx\n  .update(payments)\n  .set({ status: 'succeeded' })")).toEqual([
      'payments (line 2)',
    ]);
    expect(writesIn('sql`insert into ${bookingHistory} (booking_id) values (1)`')).toEqual([
      'bookingHistory (line 1)',
    ]);
    expect(writesIn('db.select().from(bookings)')).toEqual([]);
  });

  it('finds none outside src/server/lifecycle/', () => {
    const outside = sourceFiles('src')
      .filter((file) => !ALLOWED.some((allowed) => file.startsWith(allowed)))
      .flatMap((file) => writesIn(fs.readFileSync(file, 'utf8')).map((write) => `${file}: ${write}`));
    expect(outside).toEqual([]);
  });
});
