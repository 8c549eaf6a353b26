import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { invoiceListSchema, invoiceSchema } from '../../../contracts/invoices';
import { renderInvoicePdf } from '../../invoices/pdf';
import { numberOf } from '../../invoices/number';
import { invoiceFor, listAccountInvoices, toInvoice } from '../../services/invoice-service';
import type { ApiEnv } from '../context';
import { defineRoute } from '../define-route';

const TAG = 'Invoices';
/** `<id>` answers the document as JSON, `<id>.pdf` its PDF (a Factur-X for a business buyer). */
const fileParams = z.object({
  file: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.pdf)?$/i),
});

export function registerInvoiceRoutes(app: OpenAPIHono<ApiEnv>): void {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/account/invoices',
      summary:
        "The account's invoices and credit notes (or one booking's, with booking_id), newest first, with their totals (a member: those of their own bookings; staff: any account, with account_id)",
      tag: TAG,
      auth: 'required',
      query: z.object({ account_id: z.uuid().optional(), booking_id: z.uuid().optional() }),
      responses: {
        200: { description: 'The invoices and credit notes.', schema: invoiceListSchema },
        403: { description: 'Another account.' },
      },
    },
    async ({ c, db, user, query }) =>
      c.json(
        await listAccountInvoices(db, user, { accountId: query.account_id, bookingId: query.booking_id }),
      ),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/invoices/:file',
      summary:
        'An invoice or credit note as issued: `{id}` as JSON, `{id}.pdf` as its PDF (Factur-X EN 16931 for a business buyer); for whoever may manage its booking',
      tag: TAG,
      auth: 'required',
      params: fileParams,
      responses: {
        200: { description: 'The document (JSON), or application/pdf.', schema: invoiceSchema },
        404: { description: 'No such invoice, or not yours.' },
      },
    },
    async ({ c, db, user, params }) => {
      const pdf = /\.pdf$/i.test(params.file);
      const invoice = await invoiceFor(db, user, params.file.replace(/\.pdf$/i, '').toLowerCase());
      if (!pdf) return c.json(toInvoice(invoice));
      // Made from the document as issued: the same bytes' content at every download.
      const bytes = await renderInvoicePdf(invoice.document);
      return c.body(new Uint8Array(bytes), 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${numberOf(invoice)}.pdf"`,
      });
    },
  );
}
