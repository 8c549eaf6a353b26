import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../domain/paris-time';
import { computePrice, type PriceInput } from '../../domain/pricing';
import { splitTtc, sumSplits, type VatSplit } from '../../domain/vat';
import { bookingFacts, creditNoteOf, invoiceOf } from '../../../tests/helpers/document-fixtures';
import type { InvoiceDocument } from './document';
import type { BookingFacts } from './document-of';

// docs/business-rules.md §4 and §8: an invoice's VAT is summed over its lines, each rounded on its
// own; its credit notes give back exactly what it charged, never more, and each adds up.

const today = '2026-10-01';
const paidAt = new Date('2026-10-01T10:00:00.000Z');
const refundedAt = new Date('2026-10-02T15:30:00.000Z');

/** Half-hour slots within 08:00–23:00, up to four months ahead (some early enough for a rebate). */
const slotArb = fc
  .record({
    offset: fc.integer({ min: 0, max: 120 }),
    from: fc.integer({ min: 16, max: 45 }),
    length: fc.integer({ min: 1, max: 30 }),
  })
  .map(({ offset, from, length }) => ({
    day: addDays(today, offset),
    start: from * 30,
    end: Math.min(46, from + length) * 30,
  }));

/** A booking priced by the real pricing: desks or a room, extras, recurring offers, codes. */
const bookingArb = fc
  .record({
    hourCents: fc.oneof(fc.integer({ min: 100, max: 30_000 }), fc.constantFrom(335, 1_005, 4_501)),
    desks: fc.integer({ min: 1, max: 12 }),
    type: fc.constantFrom('meeting_room' as const, 'desk' as const),
    occurrences: fc.array(slotArb, { minLength: 1, maxLength: 6 }),
    recurring: fc.option(fc.constantFrom(1 as const, 2 as const), { nil: undefined }),
    extras: fc.array(
      fc.record({ unitPriceCents: fc.nat(10_000), quantity: fc.integer({ min: 1, max: 20 }) }),
      { maxLength: 4 },
    ),
    coupon: fc.option(
      fc.oneof(
        fc.record({
          code: fc.constant('BIENVENUE'),
          kind: fc.constant('percent' as const),
          value: fc.integer({ min: 1, max: 99 }),
        }),
        fc.record({
          code: fc.constant('MOINS'),
          kind: fc.constant('amount' as const),
          value: fc.integer({ min: 1, max: 50_000 }),
        }),
      ),
      { nil: undefined },
    ),
  })
  .map(({ hourCents, desks: drawn, type, occurrences, recurring, extras, coupon }): BookingFacts => {
    const desks = type === 'desk' ? drawn : 1;
    const named = extras.map((extra, index) => ({ code: `extra-${index}`, ...extra }));
    const input: PriceInput = {
      priceHourCents: hourCents * desks,
      occurrences,
      today,
      extras: named,
      ...(recurring && { recurring: { daysPerWeek: recurring } }),
      ...(coupon && { coupon }),
    };
    const price = computePrice(input);
    return bookingFacts({
      total_price_cents: price.total,
      space_price_cents: price.spacePrice,
      paid_cents: price.total,
      rebates: price.rebates,
      coupon_code: coupon?.code ?? null,
      price_hour_cents: input.priceHourCents,
      desks,
      space_type: type,
      occurrences: {
        starts_at: '2026-10-05T08:00:00.000Z',
        ends_at: '2026-10-05T10:00:00.000Z',
        count: occurrences.length,
        minutes: occurrences.reduce((sum, slot) => sum + slot.end - slot.start, 0),
      },
      extras: named.map((extra) => ({
        name_fr: `Option ${extra.code}`,
        name_en: `Option ${extra.code}`,
        quantity: extra.quantity,
        unit_price_cents: extra.unitPriceCents,
      })),
    });
  })
  .filter((facts) => facts.total_price_cents > 0);

/** A charge of the whole booking (itemized) or of part of it (one line, as a balance is). */
const invoiceArb = fc
  .tuple(
    bookingArb,
    fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 3 },
      { arbitrary: fc.integer({ min: 1, max: 999 }), weight: 1 },
    ),
  )
  .map(([facts, perMille]) => {
    const total = facts.total_price_cents;
    const amount = perMille === undefined ? total : Math.max(1, Math.floor((total * perMille) / 1000));
    return { facts, invoice: invoiceOf(facts, amount, paidAt) };
  });

/**
 * Refunds one after the other: each all of what is left, a share of it (per mille), or all of it
 * but a few cents, where a one-line split is likeliest to pass what the invoice has left.
 */
type Refund = 'rest' | { perMille: number } | { short: number };
const refundsArb: fc.Arbitrary<Refund[]> = fc.array(
  fc.oneof(
    fc.constant('rest' as const),
    fc.record({ perMille: fc.integer({ min: 0, max: 1000 }) }),
    fc.record({ short: fc.integer({ min: 1, max: 5 }) }),
  ),
  { minLength: 1, maxLength: 5 },
);

/** A refund's amount in cents, out of `left`: at least one cent, at most all of it. */
const amountOf = (refund: Refund, left: number) => {
  if (refund === 'rest') return left;
  const drawn = 'short' in refund ? left - refund.short : Math.round((left * refund.perMille) / 1000);
  return Math.min(left, Math.max(1, drawn));
};

const addsUp = (split: VatSplit) => expect(split.ht + split.vat).toBe(split.ttc);

/** The credit notes of `refunds` of the invoice, in order, each knowing what those before gave back. */
function creditNotes(
  facts: BookingFacts,
  invoice: InvoiceDocument,
  refunds: readonly Refund[],
): { amount: number; before: VatSplit; note: InvoiceDocument }[] {
  const notes: { amount: number; before: VatSplit; note: InvoiceDocument }[] = [];
  let credited: VatSplit = { ht: 0, vat: 0, ttc: 0 };
  for (const refund of refunds) {
    const left = invoice.totals.ttc - credited.ttc;
    if (left === 0) break;
    const amount = amountOf(refund, left);
    const note = creditNoteOf(facts, invoice, amount, refundedAt, credited, notes.length + 1);
    notes.push({ amount, before: credited, note });
    credited = sumSplits([credited, note.totals]);
  }
  return notes;
}

describe('credit notes of an invoice, for any booking and any refunds', () => {
  it('give a whole invoice back at once line by line: HT, VAT and TTC equal to the invoice’s', () => {
    let roundedApart = 0;
    fc.assert(
      fc.property(invoiceArb, ({ facts, invoice }) => {
        const note = creditNoteOf(facts, invoice, invoice.totals.ttc, refundedAt);

        expect(note.kind).toBe('credit_note');
        expect(note.totals).toEqual(invoice.totals);
        expect(note.lines).toEqual(invoice.lines);
        if (splitTtc(invoice.totals.ttc).vat !== invoice.totals.vat) roundedApart++;
      }),
      { numRuns: 300 },
    );
    // The case that matters was drawn: a one-line split of the total would have been a cent off.
    expect(roundedApart).toBeGreaterThan(0);
  });

  it('add up on every line, never give back more HT, VAT or TTC than the invoice, and give back all of it once the refunds do', () => {
    fc.assert(
      fc.property(invoiceArb, refundsArb, ({ facts, invoice }, refunds) => {
        const notes = creditNotes(facts, invoice, refunds);
        for (const { amount, note } of notes) {
          expect(note.totals.ttc).toBe(amount);
          expect(note.totals).toEqual(sumSplits(note.lines));
          note.lines.forEach(addsUp);
          addsUp(note.totals);
        }
        const credited = sumSplits(notes.map(({ note }) => note.totals));
        expect(credited.ht).toBeLessThanOrEqual(invoice.totals.ht);
        expect(credited.vat).toBeLessThanOrEqual(invoice.totals.vat);
        expect(credited.ttc).toBeLessThanOrEqual(invoice.totals.ttc);
        if (credited.ttc === invoice.totals.ttc) expect(credited).toEqual(invoice.totals);
      }),
      { numRuns: 300 },
    );
  });

  it('split a partial refund at the rate, like any line, unless that would give back more HT or VAT than is left', () => {
    let capped = 0;
    fc.assert(
      fc.property(invoiceArb, refundsArb, ({ facts, invoice }, refunds) => {
        for (const { amount, before, note } of creditNotes(facts, invoice, refunds)) {
          if (before.ttc + amount === invoice.totals.ttc) continue;
          const left = { ht: invoice.totals.ht - before.ht, vat: invoice.totals.vat - before.vat };
          const split = splitTtc(amount);
          const [line] = note.lines;
          expect(note.lines).toHaveLength(1);
          expect(line?.kind).toBe('refund');
          if (split.ht <= left.ht && split.vat <= left.vat) {
            expect(note.totals).toEqual(split);
          } else {
            // What would pass is given back to the cent, and the rest of the amount is the other part.
            capped++;
            expect([note.totals.ht, note.totals.vat]).toEqual(
              split.ht > left.ht ? [left.ht, amount - left.ht] : [amount - left.vat, left.vat],
            );
          }
        }
      }),
      { numRuns: 500 },
    );
    // Refunds of all but a few cents reach the invoice's own rounding now and then.
    expect(capped).toBeGreaterThan(0);
  });
});
