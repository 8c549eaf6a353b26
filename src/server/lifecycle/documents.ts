import { sql, type SQL } from 'drizzle-orm';
import { parisDay } from '../../domain/paris-time';
import type { Db } from '../db/client';
import { parsedJson } from '../db/json-rows';
import {
  bookingExtras,
  bookings,
  couponCodes,
  events,
  extras,
  invoices,
  overstays,
  payments,
  spaces,
  users,
  accounts,
} from '../db/schema';
import type { CreditedInvoice } from '../invoices/credit-lines';
import { documentOf, sellerIdentity, type BookingFacts, type DocumentPayment } from '../invoices/document-of';

// The documents of payments issued in the transaction that records them: what they show read from
// the database, then written unnumbered (the commit numbers them).

/** A booking's facts as one JSON value, read with its payments' (`factsOf`). */
const bookingFactsJson = (bookingId: SQL | string): SQL<BookingFacts | string> => sql`(
  select json_build_object(
    'booking_id', b.id, 'account_id', b.account_id, 'total_price_cents', b.total_price_cents, 'space_price_cents', b.space_price_cents,
    'paid_cents', b.paid_cents, 'rebates', b.rebates, 'coupon_code', (select c.code from ${couponCodes} c where c.id = b.coupon_id),
    'business', a.business, 'company_name', a.company_name, 'vat_number', a.vat_number, 'billing_address', a.billing_address,
    'billing_postal_code', a.billing_postal_code, 'billing_city', a.billing_city, 'billing_country', a.billing_country,
    'first_name', u.first_name, 'last_name', u.last_name, 'email', u.email, 'locale', u.locale,
    'title_fr', s.title_fr, 'title_en', s.title_en, 'street', s.street, 'postal_code', s.postal_code, 'city', s.city,
    'price_hour_cents', s.price_hour_cents * b.desks, 'desks', b.desks, 'space_type', s.type,
    'occurrences', (select json_build_object('starts_at', f.starts_at, 'ends_at', f.ends_at, 'count', every.count, 'minutes', every.minutes)
      from ${events} f,
        (select count(*) as count, coalesce(sum(extract(epoch from e.ends_at - e.starts_at) / 60), 0) as minutes
          from ${events} e where e.booking_id = b.id and e.change_id is null) every
      where f.booking_id = b.id and f.change_id is null order by f.nth limit 1),
    'extras', coalesce((select json_agg(json_build_object('name_fr', x.name_fr, 'name_en', x.name_en, 'quantity', be.quantity, 'unit_price_cents', be.unit_price_cents) order by x.id)
      from ${bookingExtras} be join ${extras} x on x.id = be.extra_id where be.booking_id = b.id), '[]'::json))
  from ${bookings} b join ${accounts} a on a.id = b.account_id join ${users} u on u.id = b.organizer_id join ${spaces} s on s.id = b.space_id
  where b.id = ${bookingId})`;

/**
 * The invoice `i` as a refund of its charge credits it (`CreditedInvoice`): its lines, and what the
 * credit notes issued on it so far gave back, so that its refunds together give back its HT and VAT.
 * Those are found through the charge's refunds, both lookups by an index.
 */
const creditedInvoiceJson = sql`json_build_object('id', i.id, 'lines', i.document -> 'lines', 'credited', (
  select json_build_object('ht', coalesce(sum((c.document #>> '{totals,ht}')::int), 0),
    'vat', coalesce(sum((c.document #>> '{totals,vat}')::int), 0), 'ttc', coalesce(sum(c.total_cents), 0))
  from ${payments} r join ${invoices} c on c.payment_id = r.id where r.refund_of = i.payment_id))`;

/** The invoice a charge's refund credits, as JSON (`DocumentPayment.credits`). */
const invoiceOfChargeJson = (chargeId: SQL): SQL =>
  sql`(select ${creditedInvoiceJson} from ${invoices} i where i.payment_id = ${chargeId})`;

type PaymentFactsRow = Omit<DocumentPayment, 'credits'> & {
  credits: DocumentPayment['credits'] | string;
  facts: BookingFacts | string;
};

const factsOf = (paymentIds: readonly string[]): SQL => sql`
  select p.id as payment_id, p.kind, p.amount_cents, p.provider, p.provider_ref, o.minutes as overstay_minutes,
    ${invoiceOfChargeJson(sql`p.refund_of`)} as credits,
    ${bookingFactsJson(sql`coalesce(p.booking_id, (select oe.booking_id from ${events} oe where oe.id = o.event_id))`)} as facts
  from ${payments} p left join ${overstays} o on o.id = p.overstay_id
  where p.id in ${[...paymentIds]}`;

/** Facts read as JSON, whichever way the driver hands JSON back. */
const parseFacts = (value: BookingFacts | string): BookingFacts => parsedJson(value);

/**
 * Issues the invoice of each succeeded charge and the credit note of each refund among
 * `paymentIds`, written before in the caller's transaction (an overstay's); a booking's transitions
 * document theirs with `stepDocuments`. Each is numbered when that transaction commits (migration
 * 0021): from the year's counter, so a rolled-back payment takes no number and the numbers have no
 * gap. Two statements: what the documents show, then the documents.
 */
export async function issueDocuments(tx: Db, paymentIds: readonly string[], now: Date): Promise<void> {
  if (paymentIds.length === 0) return;
  const rows = ((await tx.execute(factsOf(paymentIds))) as unknown as { rows: PaymentFactsRow[] }).rows;
  const documents = rows.map(({ facts, credits, ...payment }) => ({
    payment: { ...payment, credits: credits === null ? null : parsedJson(credits) },
    facts: parseFacts(facts),
  }));
  if (documents.length > 0) await tx.insert(invoices).values(documentRows(documents, now));
}

/** A payment of a booking that a transition documents: the charge it records, or a refund it decides. */
export type StepPayment = {
  id: string;
  kind: 'charge' | 'refund';
  amountCents: number;
  provider: DocumentPayment['provider'];
  providerRef: string;
  /** A refund: the charge it gives back. */
  refundOf?: string | null;
};

type StepFactsRow = {
  facts: BookingFacts | string;
  invoices: Record<string, CreditedInvoice> | string | null;
};

/**
 * The documents of the payments one transition of a booking records, as rows for the transition's
 * own statement to write (the refunds among them are not written yet). Read in one statement: the
 * booking's facts, and the invoices of the charges its refunds give back; a charge documented in
 * the same step (a late payment refunded at once) is credited by its new invoice, written before.
 */
export async function stepDocuments(
  tx: Db,
  bookingId: string,
  stepPayments: readonly StepPayment[],
  now: Date,
): Promise<(typeof invoices.$inferInsert)[]> {
  if (stepPayments.length === 0) return [];
  const invoiceIds = new Map(
    stepPayments.filter((p) => p.kind === 'charge').map((p) => [p.id, crypto.randomUUID()] as const),
  );
  const credited = [...new Set(stepPayments.flatMap((p) => (p.refundOf ? [p.refundOf] : [])))].filter(
    (id) => !invoiceIds.has(id),
  );
  const invoicesOf = credited.length
    ? sql`(select json_object_agg(i.payment_id, ${creditedInvoiceJson}) from ${invoices} i where i.payment_id in ${credited})`
    : sql`null`;
  const [row] = (
    (await tx.execute(
      sql`select ${bookingFactsJson(bookingId)} as facts, ${invoicesOf} as invoices`,
    )) as unknown as { rows: StepFactsRow[] }
  ).rows;
  if (!row) return [];
  const facts = parseFacts(row.facts);
  const written = row.invoices === null ? {} : parsedJson<Record<string, CreditedInvoice>>(row.invoices);
  const documented = (p: StepPayment, credits: CreditedInvoice | null) => ({
    id: invoiceIds.get(p.id),
    payment: {
      payment_id: p.id,
      kind: p.kind,
      amount_cents: p.amountCents,
      provider: p.provider,
      provider_ref: p.providerRef,
      overstay_minutes: null,
      credits,
    },
    facts,
  });
  const charges = documentRows(
    stepPayments.filter((p) => p.kind === 'charge').map((p) => documented(p, null)),
    now,
  );
  const issued = new Map(charges.map((charge) => [charge.id, charge.document.lines]));
  const creditOf = (chargeId: string | null | undefined): CreditedInvoice | null => {
    if (!chargeId) return null;
    const id = invoiceIds.get(chargeId);
    const lines = id === undefined ? undefined : issued.get(id);
    if (id === undefined || lines === undefined) return written[chargeId] ?? null;
    return { id, lines, credited: { ht: 0, vat: 0, ttc: 0 } };
  };
  const refunds = documentRows(
    stepPayments.filter((p) => p.kind === 'refund').map((p) => documented(p, creditOf(p.refundOf))),
    now,
  );
  // Invoices first: a credit note written with its invoice is numbered after it and names it (0033).
  return [...charges, ...refunds];
}

/**
 * Documents as rows without their numbers (the commit gives them: see `issueDocuments`), to write
 * in this order: a deferred trigger (migration 0021) numbers each at commit, in the order written.
 */
function documentRows(
  documents: readonly { id?: string; payment: DocumentPayment; facts: BookingFacts }[],
  now: Date,
): (typeof invoices.$inferInsert)[] {
  const seller = sellerIdentity();
  const year = Number(parisDay(now).slice(0, 4));
  return documents.map(({ id, payment, facts }) => {
    const document = documentOf(payment, facts, now, seller);
    return {
      id,
      kind: document.kind,
      year,
      accountId: facts.account_id,
      bookingId: facts.booking_id,
      paymentId: payment.payment_id,
      creditsId: payment.credits?.id ?? null,
      issuedAt: now,
      totalCents: document.totals.ttc,
      // Numbered when the transaction commits: the trigger writes the number over this one.
      document: { ...document, number: '' },
    };
  });
}
