import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../../components/page-meta';
import { StaffOnly } from '../../../features/admin/components/staff-only';
import { SpaceEditScreen } from '../../../features/admin/components/spaces/space-edit-screen';
import { pageTranslations } from '../../../lib/i18n-server';
import { toLocale } from '../../../lib/locale';
import { uuidParam } from '../../../lib/route-params';
import { AppLayout, LAYOUT_NAMESPACES } from '../../../shell/layouts/app-layout';
import { ProtectedRoute } from '../../../shell/protected-route';

type Props = { id: string };

export default function AdminSpacePage({ id }: Props) {
  const { t } = useTranslation('admin');
  return (
    <AppLayout>
      <PageMeta title={t('spaces.meta.edit')} description={t('meta.description')} />
      <ProtectedRoute mode="redirect">
        <StaffOnly>
          <SpaceEditScreen id={id} />
        </StaffOnly>
      </ProtectedRoute>
    </AppLayout>
  );
}

// Whether the space exists is the API's to say, to staff only: the page itself reveals nothing.
export const getServerSideProps: GetServerSideProps<Props> = async ({ locale, params }) => {
  const id = uuidParam(params?.id);
  if (!id) return { notFound: true };
  return { props: { id, ...(await pageTranslations(toLocale(locale), [...LAYOUT_NAMESPACES, 'admin', 'spaces'])) } };
};
