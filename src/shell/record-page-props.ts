import type { GetServerSideProps } from 'next';
import { pageTranslations } from '../lib/i18n-server';
import { toLocale } from '../lib/locale';
import { uuidParam } from '../lib/route-params';
import { LAYOUT_NAMESPACES } from './layouts/app-layout';

/**
 * getServerSideProps of a page about one record (a booking, an event, an overstay): 404 at once
 * when the route's `param` is not a UUID, else the layout's and `namespace`'s (one or several) translations and the
 * id as the `prop` prop.
 */
export function recordPageProps<Prop extends string>(
  param: string,
  prop: Prop,
  namespace: string | string[],
): GetServerSideProps<Record<Prop, string>> {
  return async ({ params, locale }) => {
    const id = uuidParam(params?.[param]);
    if (!id) return { notFound: true };
    const props = { [prop]: id } as Record<Prop, string>;
    return {
      props: {
        ...(await pageTranslations(toLocale(locale), [...LAYOUT_NAMESPACES, ...[namespace].flat()])),
        ...props,
      },
    };
  };
}
