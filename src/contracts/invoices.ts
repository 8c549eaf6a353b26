import { z } from 'zod';

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;

const amountsSchema = z.object({ ht: z.number().int(), vat: z.number().int(), ttc: z.number().int() });

/** One invoice or credit note in a list (GET /account/invoices), amounts in cents, positive. */
export const invoiceSummarySchema = z.object({
  id: z.uuid(),
  kind: z.enum(INVOICE_KINDS),
  /** F-2026-000001 or A-2026-000001. */
  number: z.string(),
  issued_at: z.string(),
  booking_id: z.uuid(),
  space_title: z.string(),
  totals: amountsSchema,
  /** A credit note: the number of the invoice it credits. */
  credits_number: z.string().nullable(),
  /** The PDF, relative to the API's base (/v1/invoices/<id>.pdf). */
  pdf_path: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceListSchema = z.object({
  items: z.array(invoiceSummarySchema),
  /** Invoiced less credited, TTC, over the whole list. */
  totals: z.object({ invoiced: amountsSchema, credited: amountsSchema, net: amountsSchema }),
});
export type InvoiceList = z.infer<typeof invoiceListSchema>;

const partySchema = z.object({
  name: z.string(),
  company: z.string().nullable(),
  vat_number: z.string().nullable(),
  address: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string(),
});

/** GET /invoices/<id>: the document as issued. */
export const invoiceSchema = invoiceSummarySchema.extend({
  locale: z.enum(['fr', 'en']),
  seller: partySchema.extend({ siren: z.string(), demo: z.boolean() }),
  buyer: partySchema.extend({ email: z.string(), business: z.boolean() }),
  lines: z.array(
    z.object({
      kind: z.string(),
      label: z.string(),
      quantity: z.number(),
      unit: z.enum(['hour', 'unit']),
      unit_ttc: z.number().int(),
      ht: z.number().int(),
      vat: z.number().int(),
      ttc: z.number().int(),
      vat_rate_percent: z.number().int(),
    }),
  ),
  payment: z.object({ at: z.string(), method: z.string(), provider: z.string(), reference: z.string() }),
});
export type Invoice = z.infer<typeof invoiceSchema>;
