import { vi } from 'vitest';
import type { InvoiceList, InvoiceSummary } from '../../src/contracts/invoices';

/** A PDF as small as a reader opens: what GET /invoices/<id>.pdf answers in component tests. */
export const PDF_BODY = '%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';

export const BOOKING_A = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
export const BOOKING_B = '3f1e8a52-96b1-4c3e-8d0a-7c2b9e4f5a61';

export function invoiceSummary(
  overrides: Partial<InvoiceSummary> & Pick<InvoiceSummary, 'id'>,
): InvoiceSummary {
  return {
    kind: 'invoice',
    number: 'F-2026-000001',
    issued_at: '2026-11-18T08:00:00.000Z',
    booking_id: BOOKING_A,
    space_title: 'Le Salon Voltaire',
    totals: { ht: 3750, vat: 750, ttc: 4500 },
    credits_number: null,
    pdf_path: `/v1/invoices/${overrides.id}.pdf`,
    ...overrides,
  };
}

/**
 * Newest first, as the API answers: a credit note issued at 00:30 in Paris on 26 November (still
 * the 25th in UTC) for a refunded booking, the other booking's 90 € invoice, and the refunded one's
 * 45 € invoice.
 */
export const accountDocuments = (): InvoiceList => ({
  items: [
    invoiceSummary({
      id: 'c0a1b2c3-d4e5-4f60-8a7b-9c0d1e2f3a4b',
      kind: 'credit_note',
      number: 'A-2026-000001',
      issued_at: '2026-11-25T23:30:00.000Z',
      credits_number: 'F-2026-000001',
    }),
    invoiceSummary({
      id: 'f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f9',
      number: 'F-2026-000002',
      issued_at: '2026-11-20T09:05:00.000Z',
      booking_id: BOOKING_B,
      space_title: 'La Fenêtre Dauphine',
      totals: { ht: 7500, vat: 1500, ttc: 9000 },
    }),
    invoiceSummary({ id: 'a9b8c7d6-e5f4-4a3b-9c2d-1e0f9a8b7c6d' }),
  ],
  totals: {
    invoiced: { ht: 11250, vat: 2250, ttc: 13500 },
    credited: { ht: 3750, vat: 750, ttc: 4500 },
    net: { ht: 7500, vat: 1500, ttc: 9000 },
  },
});

export const noDocuments = (): InvoiceList => ({
  items: [],
  totals: {
    invoiced: { ht: 0, vat: 0, ttc: 0 },
    credited: { ht: 0, vat: 0, ttc: 0 },
    net: { ht: 0, vat: 0, ttc: 0 },
  },
});

/**
 * Stand-ins for what jsdom lacks and a download needs, recording what was saved: object URLs, a
 * download link it cannot follow, and `Blob.stream()`, which msw's XMLHttpRequest interceptor
 * reads to hand on a `responseType: 'blob'` answer (jsdom/jsdom#4197; without it the call never ends).
 */
export function recordSavedFiles(): { blobs: Blob[]; names: string[] } {
  const saved = { blobs: [] as Blob[], names: [] as string[] };
  if (typeof Blob.prototype.stream !== 'function') {
    Object.defineProperty(Blob.prototype, 'stream', {
      configurable: true,
      value(this: Blob) {
        return new ReadableStream({
          start: async (controller) => {
            controller.enqueue(new Uint8Array(await this.arrayBuffer()));
            controller.close();
          },
        });
      },
    });
  }
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      saved.blobs.push(blob);
      return `blob:nook/${saved.blobs.length}`;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    saved.names.push(this.download);
  });
  return saved;
}
