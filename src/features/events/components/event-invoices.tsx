import { useTranslation } from 'next-i18next/pages';
import { BookingInvoiceList } from '../../../components/invoices/booking-invoice-list';
import { useInvoices } from '../../../lib/invoices/get-invoices';

/** The booking's invoices and credit notes with their PDFs (docs/business-rules.md §8), for its organizer once it was paid. */
export function EventInvoices({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('events');
  const invoices = useInvoices({ bookingId });
  if (invoices.isPending || (invoices.isSuccess && invoices.data.items.length === 0)) return null;
  return (
    <section
      aria-labelledby="event-invoices"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100"
    >
      <h2 id="event-invoices" className="mb-2 font-semibold text-ink-900">
        {t('detail.invoices')}
      </h2>
      {invoices.isError ? (
        <p role="alert" className="text-sm text-ink-700">
          {t('detail.invoicesError')}
        </p>
      ) : (
        <BookingInvoiceList invoices={invoices.data.items} label={t('detail.invoices')} />
      )}
    </section>
  );
}
