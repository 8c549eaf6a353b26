import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import sharp from 'sharp';

type Tag = Record<string, string>;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name] ?? '');

/** Every `<tag …>` of that name in the HTML, as its attributes (names in lower case as HTML reads them, e.g. hrefLang). */
function tags(html: string, name: string): Tag[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key = '', value = '']) => [
        key.toLowerCase(),
        decode(value),
      ]),
    ),
  );
}

/** What a crawler or a sharing preview reads from the server's HTML, without running any script. */
async function headOf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const headers = response.headers();
  const metas = tags(html, 'meta');
  const links = tags(html, 'link');
  const only = (list: Tag[], found: Tag[], what: string) => {
    expect(found, `exactly one ${what}`).toHaveLength(1);
    return found[0]?.content ?? found[0]?.href;
  };
  return {
    title: decode(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    titles: html.match(/<title[\s>]/g)?.length ?? 0,
    meta: (key: string) =>
      only(
        metas,
        metas.filter((tag) => tag.property === key || tag.name === key),
        key,
      ),
    canonical: () =>
      only(
        links,
        links.filter((tag) => tag.rel === 'canonical'),
        'canonical link',
      ),
    alternate: (lang: string) =>
      only(
        links,
        links.filter((tag) => tag.rel === 'alternate' && tag.hreflang === lang),
        `alternate ${lang}`,
      ),
    jsonLd: html.includes('application/ld+json'),
    /** Indexing, as the running server says it on every answer (no `<meta name="robots">`: the build's). */
    robots: { header: headers['x-robots-tag'], metas: metas.filter((tag) => tag.name === 'robots').length },
  };
}

test('/paris carries its title, description, canonical, alternates and sharing tags in French', async ({
  request,
  baseURL,
}) => {
  const head = await headOf(request, '/paris');
  expect(head.titles).toBe(1);
  expect(head.title).toBe('Espaces de travail cosy à louer à Paris · Nook');
  expect(head.meta('description')).toBe(
    "Trouvez une salle de réunion ou un bureau cosy à Paris, disponible à l'heure.",
  );
  expect(head.canonical()).toBe(`${baseURL}/paris`);
  expect(head.alternate('fr')).toBe(`${baseURL}/paris`);
  expect(head.alternate('en')).toBe(`${baseURL}/en/paris`);
  expect(head.alternate('x-default')).toBe(`${baseURL}/paris`);

  expect(head.meta('og:locale')).toBe('fr_FR');
  expect(head.meta('og:type')).toBe('website');
  expect(head.meta('og:site_name')).toBe('Nook');
  expect(head.meta('og:title')).toBe(head.title);
  expect(head.meta('og:description')).toBe(head.meta('description'));
  expect(head.meta('og:url')).toBe(`${baseURL}/paris`);
  expect(head.meta('og:image')).toBe(`${baseURL}/og-default.jpg`);
  expect(head.meta('og:image:type')).toBe('image/jpeg');
  expect(head.meta('og:image:width')).toBe('1200');
  expect(head.meta('og:image:height')).toBe('628');

  expect(head.meta('twitter:card')).toBe('summary_large_image');
  expect(head.meta('twitter:title')).toBe(head.title);
  expect(head.meta('twitter:description')).toBe(head.meta('description'));
  expect(head.meta('twitter:image')).toBe(`${baseURL}/og-default.jpg`);
  // The test server is not production: nothing of it may be indexed, as its header says.
  expect(head.robots).toEqual({ header: 'noindex, nofollow', metas: 0 });
  expect(head.jsonLd).toBe(false);
});

test('/en/paris declares itself, in English, with the British sharing locale', async ({
  request,
  baseURL,
}) => {
  const head = await headOf(request, '/en/paris');
  expect(head.title).toBe('Cosy workspaces to rent in Paris · Nook');
  expect(head.meta('description')).toMatch(/Paris/);
  expect(head.canonical()).toBe(`${baseURL}/en/paris`);
  expect(head.alternate('fr')).toBe(`${baseURL}/paris`);
  expect(head.alternate('en')).toBe(`${baseURL}/en/paris`);
  expect(head.meta('og:locale')).toBe('en_GB');
  expect(head.meta('og:url')).toBe(`${baseURL}/en/paris`);
  expect(head.meta('og:title')).toBe(head.title);
  expect(head.meta('twitter:card')).toBe('summary_large_image');
});

test('the default sharing image is a real 1200 × 628 JPEG', async ({ request }) => {
  const response = await request.get('/og-default.jpg');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/jpeg');
  const { format, width, height } = await sharp(await response.body()).metadata();
  expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 628 });
});

test('a signed-in screen has its own translated title and canonical URL', async ({ request, baseURL }) => {
  const head = await headOf(request, '/favorites');
  expect(head.title).toBe('Mes favoris · Nook');
  expect(head.canonical()).toBe(`${baseURL}/favorites`);
  expect(head.meta('og:title')).toBe('Mes favoris · Nook');
});
