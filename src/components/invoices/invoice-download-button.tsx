import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'next-i18next/pages';
import { toast } from '../../lib/toast';
import type { InvoiceSummary } from '../../contracts/invoices';
import { downloadInvoicePdf } from '../../lib/invoices/download-invoice';
import { Button } from '../ui/button';

type InvoiceDownloadButtonProps = {
  invoice: Pick<InvoiceSummary, 'number' | 'pdf_path'>;
  fullWidth?: boolean;
  /** "PDF" alone, in a table's narrow last column; its accessible name still says it all. */
  short?: boolean;
};

/** Saves the document's PDF, busy while it downloads; a failure is said in a toast. */
export function InvoiceDownloadButton({
  invoice,
  fullWidth = false,
  short = false,
}: InvoiceDownloadButtonProps) {
  const { t } = useTranslation('common');
  const download = useMutation({
    mutationFn: () => downloadInvoicePdf(invoice),
    onError: () => toast.error(t('invoices.downloadFailed', { number: invoice.number })),
  });
  return (
    <Button
      variant="secondary"
      size="small"
      fullWidth={fullWidth}
      loading={download.isPending}
      aria-label={t('invoices.downloadLabel', { number: invoice.number })}
      onClick={() => download.mutate()}
    >
      {t(short ? 'invoices.downloadShort' : 'invoices.download')}
    </Button>
  );
}
