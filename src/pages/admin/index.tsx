import type { GetServerSideProps } from 'next';
import { toLocale } from '../../lib/locale';

/** /admin opens on its first section. */
export default function AdminIndex() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  redirect: { destination: `${toLocale(locale) === 'en' ? '/en' : ''}/admin/users`, permanent: false },
});
