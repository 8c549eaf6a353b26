import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../components/page-meta';
import { PaymentScreen } from '../../features/booking/payment/payment-screen';
import { AppLayout } from '../../shell/layouts/app-layout';
import { ProtectedRoute } from '../../shell/protected-route';
import { recordPageProps } from '../../shell/record-page-props';

type Props = { bookingId: string };

/** What a confirmed booking still owes (e.g. extras added later), paid like the booking itself. */
export default function BalancePaymentPage({ bookingId }: Props) {
  const { t } = useTranslation('booking');
  return (
    <AppLayout>
      <PageMeta title={t('payment.balanceMeta.title')} description={t('payment.balanceMeta.description')} />
      {/* docs/product.md §2: /payment/* opens the sign-in dialog for a guest rather than sending them away. */}
      <ProtectedRoute mode="dialog">
        <PaymentScreen key={bookingId} bookingId={bookingId} mode="balance" />
      </ProtectedRoute>
    </AppLayout>
  );
}

export const getServerSideProps = recordPageProps('bookingId', 'bookingId', 'booking');
