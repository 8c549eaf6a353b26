import type { InvoiceSummary } from '../../contracts/invoices';
import { loadApiClient } from '../api-session';
import { saveFile } from '../save-file';

/** `pdf_path` starts at the API's root (/v1/…); the client's base already ends with the version. */
const fromClientBase = (path: string) => path.replace(/^\/v1(?=\/)/, '');

/**
 * Fetches the document's PDF with the API client, which sends the user's ID token, and saves it
 * as `<number>.pdf`. Anything but a PDF (an error page answered 200) fails rather than being saved.
 */
export async function downloadInvoicePdf(
  invoice: Pick<InvoiceSummary, 'number' | 'pdf_path'>,
): Promise<void> {
  const client = await loadApiClient();
  const { data } = await client.get<Blob>(fromClientBase(invoice.pdf_path), { responseType: 'blob' });
  if (!data.type.startsWith('application/pdf'))
    throw new Error(`Expected a PDF for ${invoice.number}, got "${data.type}"`);
  saveFile(data, `${invoice.number}.pdf`);
}
