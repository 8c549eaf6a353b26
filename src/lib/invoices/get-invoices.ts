import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceList } from '../../contracts/invoices';
import { loadApiClient } from '../api-session';
import { invoiceKeys, type InvoiceFilter } from './invoice-keys';

/** GET /account/invoices: the invoices and credit notes the caller may see, newest first, with their totals. */
export async function getInvoices(filter: InvoiceFilter, signal?: AbortSignal): Promise<InvoiceList> {
  const params = { booking_id: filter.bookingId, account_id: filter.accountId };
  const { data } = await (await loadApiClient()).get<InvoiceList>('/account/invoices', { params, signal });
  return data;
}

export const invoicesQueryOptions = (filter: InvoiceFilter) =>
  queryOptions({
    queryKey: invoiceKeys.list(filter),
    queryFn: ({ signal }) => getInvoices(filter, signal),
    // Documents come from payments and refunds made anywhere (another tab, a webhook, staff): each
    // visit reads the list again, showing the cached one meanwhile.
    staleTime: 0,
  });

export const useInvoices = (filter: InvoiceFilter, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...invoicesQueryOptions(filter), enabled });
