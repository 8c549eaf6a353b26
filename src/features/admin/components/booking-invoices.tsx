import { useTranslation } from 'next-i18next/pages';
import { BookingInvoiceList } from '../../../components/invoices/booking-invoice-list';
import { useInvoices } from '../../../lib/invoices/get-invoices';
import { AdminLoadError, AdminLoading, AdminSection } from './admin-section';

/** The booking's invoices and credit notes with their PDFs, read as staff from the account it is billed to. */
export function BookingInvoices({ bookingId, accountId }: { bookingId: string; accountId: string }) {
  const { t } = useTranslation('admin');
  const invoices = useInvoices({ bookingId, accountId });
  return (
    <AdminSection title={t('booking.invoices')}>
      {invoices.isPending ? (
        <AdminLoading />
      ) : invoices.isError ? (
        <AdminLoadError />
      ) : invoices.data.items.length === 0 ? (
        <p className="text-sm text-ink-700">{t('booking.noInvoices')}</p>
      ) : (
        <BookingInvoiceList invoices={invoices.data.items} label={t('booking.invoices')} />
      )}
    </AdminSection>
  );
}
