import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../components/page-meta';
import { PaymentScreen } from '../../features/booking/payment/payment-screen';
import { pageTranslations } from '../../lib/i18n-server';
import { toLocale } from '../../lib/locale';
import { AppLayout, LAYOUT_NAMESPACES } from '../../shell/layouts/app-layout';
import { ProtectedRoute } from '../../shell/protected-route';
import { uuidParam } from '../../lib/route-params';

type Props = { bookingId: string };


/** What a confirmed booking still owes (e.g. extras added later), paid like the booking itself. */
export default function BalancePaymentPage({ bookingId }: Props) {
  const { t } = useTranslation('booking');
  return (
    <AppLayout>
      <PageMeta title={t('payment.balanceMeta.title')} description={t('payment.balanceMeta.description')} />
      {/* SPEC §2: /payment/* opens the sign-in dialog for a guest rather than sending them away. */}
      <ProtectedRoute mode="dialog">
        <PaymentScreen key={bookingId} bookingId={bookingId} mode="balance" />
      </ProtectedRoute>
    </AppLayout>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, locale }) => {
  const bookingId = uuidParam(params?.bookingId);
  if (!bookingId) return { notFound: true };
  return { props: { ...(await pageTranslations(toLocale(locale), [...LAYOUT_NAMESPACES, 'booking'])), bookingId } };
};
