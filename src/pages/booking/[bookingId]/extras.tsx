import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../../components/page-meta';
import { ExtrasScreen } from '../../../features/booking/components/extras-screen';
import { BookingExpirationProvider } from '../../../features/booking/expiration/booking-expiration-provider';
import { pageTranslations } from '../../../lib/i18n-server';
import { toLocale } from '../../../lib/locale';
import { AppLayout, LAYOUT_NAMESPACES } from '../../../shell/layouts/app-layout';
import { ProtectedRoute } from '../../../shell/protected-route';
import { uuidParam } from '../../../lib/route-params';

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

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, locale }) => {
  const bookingId = uuidParam(params?.bookingId);
  if (!bookingId) return { notFound: true };
  return { props: { ...(await pageTranslations(toLocale(locale), [...LAYOUT_NAMESPACES, 'booking'])), bookingId } };
};
