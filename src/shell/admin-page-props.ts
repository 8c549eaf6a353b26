import type { GetServerSideProps } from 'next';
import { pageTranslations } from '../lib/i18n-server';
import { toLocale } from '../lib/locale';
import { LAYOUT_NAMESPACES } from './layouts/app-layout';
import { recordPageProps } from './record-page-props';

/** The back office's words: its own, the role names of the account namespace, and a space's features' names. */
const ADMIN_NAMESPACES = ['admin', 'account', 'spaces'];

/** getServerSideProps of a back-office list page: translations only (the data is the staff's, read in the browser). */
export const adminPageProps: GetServerSideProps = async ({ locale }) => ({
  props: await pageTranslations(toLocale(locale), [...LAYOUT_NAMESPACES, ...ADMIN_NAMESPACES]),
});

/** getServerSideProps of a back-office record page: 404 at once unless `[id]` is a UUID. */
export const adminRecordPageProps = recordPageProps('id', 'id', ADMIN_NAMESPACES);
