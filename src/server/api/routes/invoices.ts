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
  file: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.pdf)?$/i)
    .describe('The document’s id, for JSON; followed by .pdf, for its PDF.'),
});

export function registerInvoiceRoutes(app: OpenAPIHono<ApiEnv>): void {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/account/invoices',
      operationId: 'listInvoices',
      summary: 'Invoices and credit notes',
      description:
        'The account’s invoices and credit notes, newest first, with their totals: all of them for its administrators, those of their own bookings for a member; staff read any account’s with account_id.',
      tag: TAG,
      auth: 'required',
      query: z.object({
        account_id: z
          .uuid()
          .optional()
          .describe('Staff only: the account to read; the caller’s own otherwise.'),
        booking_id: z.uuid().optional().describe('Only the documents of this booking.'),
      }),
      responses: {
        200: { description: 'The invoices and credit notes.', schema: invoiceListSchema },
        403: {
          description: 'ACCOUNT_FORBIDDEN: account_id names another account and the caller is not staff.',
        },
        404: { description: 'NOT_FOUND: no account has this account_id.' },
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
      operationId: 'getInvoice',
      summary: 'An invoice or credit note',
      description:
        'An invoice or credit note as issued: `{id}` as JSON, `{id}.pdf` as its PDF (a Factur-X EN 16931 one for a business buyer); for whoever may manage its booking.',
      tag: TAG,
      auth: 'required',
      params: fileParams,
      responses: {
        200: {
          description: 'The document as JSON, or its PDF',
          schema: invoiceSchema,
          media: 'application/pdf',
        },
        404: { description: 'NOT_FOUND: no such invoice, or the caller may not manage its booking.' },
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
