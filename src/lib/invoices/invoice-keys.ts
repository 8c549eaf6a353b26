/** What an invoice list is filtered by: one booking's, and for staff, the account they look at. */
export type InvoiceFilter = { bookingId?: string; accountId?: string };

/**
 * Query keys of the invoice lists, apart from the request so that a screen that changes a booking
 * (a cancellation issues a credit note) can refresh them without loading it.
 */
export const invoiceKeys = {
  all: () => ['invoices'] as const,
  list: (filter: InvoiceFilter) => ['invoices', filter] as const,
};
