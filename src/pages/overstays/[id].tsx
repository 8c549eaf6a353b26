import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../components/page-meta';
import { OverstayScreen } from '../../features/booking/payment/overstay-screen';
import { AppLayout } from '../../shell/layouts/app-layout';
import { ProtectedRoute } from '../../shell/protected-route';
import { recordPageProps } from '../../shell/record-page-props';

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

export const getServerSideProps = recordPageProps('id', 'overstayId', 'booking');
