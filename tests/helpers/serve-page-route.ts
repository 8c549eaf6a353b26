import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';

export type RouteResponse = { status: number; headers: Headers; body: string };

/**
 * Serves one page route's getServerSideProps over real HTTP, as Next does for a route that writes
 * its own response (sitemap.xml, robots.txt): the handler gets a real request and response, and a
 * `notFound` result becomes a 404. Only what those routes read is filled into the context.
 */
export async function requestPageRoute(
  getServerSideProps: GetServerSideProps,
  { locale = 'fr', headers = {} }: { locale?: string; headers?: Record<string, string> } = {},
): Promise<RouteResponse> {
  const server = http.createServer((req, res) => {
    const context = {
      req,
      res,
      query: {},
      resolvedUrl: req.url ?? '/',
      locale,
      defaultLocale: 'fr',
      locales: ['fr', 'en'],
    };
    getServerSideProps(context as unknown as GetServerSidePropsContext)
      .then((result) => {
        if (res.writableEnded) return;
        res.statusCode = 'notFound' in result && result.notFound ? 404 : 200;
        res.end();
      })
      .catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers });
    return { status: response.status, headers: response.headers, body: await response.text() };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

export type PageRequest = {
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  locale?: string;
  /** The request's headers (a Cookie, say); none by default. */
  headers?: Record<string, string>;
};

export type LoadedPage<P> = { props: P; headers: Record<string, string> };

/**
 * A page's getServerSideProps for one request, as Next would run it: the props it hands its
 * screen and the headers it set on the response; a redirect or a `notFound` fails the test with
 * what came instead.
 */
export async function loadPage<P extends Record<string, unknown>>(
  getServerSideProps: GetServerSideProps<P>,
  { params = {}, query = {}, locale = 'fr', headers = {} }: PageRequest = {},
): Promise<LoadedPage<P>> {
  const sent: Record<string, string> = {};
  const req = {
    headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])),
    url: '/',
  };
  const res = { setHeader: (name: string, value: string) => void (sent[name.toLowerCase()] = String(value)) };
  const context = {
    params,
    query,
    locale,
    defaultLocale: 'fr',
    locales: ['fr', 'en'],
    resolvedUrl: '/',
    req,
    res,
  };
  const result = await getServerSideProps(context as unknown as GetServerSidePropsContext);
  if (!('props' in result)) throw new Error(`The page gave no props: ${JSON.stringify(result)}`);
  return { props: await result.props, headers: sent };
}

/** The props a page's getServerSideProps hands its screen for one request (see loadPage). */
export async function loadPageProps<P extends Record<string, unknown>>(
  getServerSideProps: GetServerSideProps<P>,
  request: PageRequest = {},
): Promise<P> {
  return (await loadPage(getServerSideProps, request)).props;
}
