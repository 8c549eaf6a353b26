import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../../components/page-meta';
import { BookingExpirationProvider } from '../../../features/booking/expiration/booking-expiration-provider';
import { PaymentScreen } from '../../../features/booking/payment/payment-screen';
import { AppLayout } from '../../../shell/layouts/app-layout';
import { ProtectedRoute } from '../../../shell/protected-route';
import { recordPageProps } from '../../../shell/record-page-props';

type Props = { bookingId: string };

export default function BookingPaymentPage({ bookingId }: Props) {
  const { t } = useTranslation('booking');
  return (
    <AppLayout>
      <PageMeta title={t('payment.meta.title')} description={t('payment.meta.description')} />
      <ProtectedRoute mode="redirect">
        <BookingExpirationProvider>
          <PaymentScreen key={bookingId} bookingId={bookingId} mode="hold" />
        </BookingExpirationProvider>
      </ProtectedRoute>
    </AppLayout>
  );
}

export const getServerSideProps = recordPageProps('bookingId', 'bookingId', 'booking');
