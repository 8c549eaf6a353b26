import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../../components/page-meta';
import { ExtrasScreen } from '../../../features/booking/components/extras-screen';
import { BookingExpirationProvider } from '../../../features/booking/expiration/booking-expiration-provider';
import { AppLayout } from '../../../shell/layouts/app-layout';
import { ProtectedRoute } from '../../../shell/protected-route';
import { recordPageProps } from '../../../shell/record-page-props';

type Props = { bookingId: string };

export default function BookingExtrasPage({ bookingId }: Props) {
  const { t } = useTranslation('booking');
  return (
    <AppLayout>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <ProtectedRoute mode="redirect">
        <BookingExpirationProvider>
          <ExtrasScreen key={bookingId} bookingId={bookingId} />
        </BookingExpirationProvider>
      </ProtectedRoute>
    </AppLayout>
  );
}

export const getServerSideProps = recordPageProps('bookingId', 'bookingId', 'booking');
