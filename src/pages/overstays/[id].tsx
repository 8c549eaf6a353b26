import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../components/page-meta';
import { OverstayScreen } from '../../features/booking/payment/overstay-screen';
import { pageTranslations } from '../../lib/i18n-server';
import { toLocale } from '../../lib/locale';
import { AppLayout, LAYOUT_NAMESPACES } from '../../shell/layouts/app-layout';
import { ProtectedRoute } from '../../shell/protected-route';
import { uuidParam } from '../../lib/route-params';

type Props = { overstayId: string };


export default function OverstayPage({ overstayId }: Props) {
  const { t } = useTranslation('booking');
  return (
    <AppLayout>
      <PageMeta title={t('overstay.meta.title')} description={t('overstay.meta.description')} />
      <ProtectedRoute mode="redirect">
        <OverstayScreen key={overstayId} overstayId={overstayId} />
      </ProtectedRoute>
    </AppLayout>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, locale }) => {
  const overstayId = uuidParam(params?.id);
  if (!overstayId) return { notFound: true };
  return { props: { ...(await pageTranslations(toLocale(locale), [...LAYOUT_NAMESPACES, 'booking'])), overstayId } };
};
