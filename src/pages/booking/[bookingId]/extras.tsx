import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../../components/page-meta';
import { ExtrasScreen } from '../../../features/booking/components/extras-screen';
import { BookingExpirationProvider } from '../../../features/booking/expiration/booking-expiration-provider';
import { pageTranslations } from '../../../lib/i18n-server';
import { toLocale } from '../../../lib/locale';
import { AppLayout, LAYOUT_NAMESPACES } from '../../../shell/layouts/app-layout';
import { ProtectedRoute } from '../../../shell/protected-route';

type Props = { bookingId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, locale }) => {
  const bookingId = String(params?.bookingId ?? '');
  if (!UUID.test(bookingId)) return { notFound: true };
  return { props: { ...(await pageTranslations(toLocale(locale), [...LAYOUT_NAMESPACES, 'booking'])), bookingId } };
};
