import { expect, test } from './fixtures';

test('/sitemap.xml is XML listing the zone search and its spaces in both languages', async ({
  request,
  page,
  baseURL,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/xml/);
  const xml = await response.text();

  // Read it the way a crawler does: with an XML parser (the browser's).
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const urls = [...doc.getElementsByTagName('url')].map((url) => ({
      loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
      alternates: Object.fromEntries(
        [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      ),
    }));
    return { errors: doc.getElementsByTagName('parsererror').length, urls };
  }, xml);
  expect(parsed.errors).toBe(0);

  const paris = parsed.urls.find((url) => url.loc === `${baseURL}/paris`);
  expect(paris?.alternates).toEqual({
    fr: `${baseURL}/paris`,
    en: `${baseURL}/en/paris`,
    'x-default': `${baseURL}/paris`,
  });
  expect(parsed.urls.map((url) => url.loc)).toContain(`${baseURL}/en/paris`);

  const spacePages = parsed.urls.filter((url) => new RegExp(`^${baseURL}/paris/[a-z0-9-]+$`).test(url.loc));
  expect(spacePages.length).toBeGreaterThanOrEqual(60);
  const [space] = spacePages;
  const english = space?.loc.replace(`${baseURL}/`, `${baseURL}/en/`);
  expect(space?.alternates.en).toBe(english);
  expect(parsed.urls.map((url) => url.loc)).toContain(english);
});

test('/robots.txt keeps every crawler out outside production', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const lines = (await response.text()).split('\n').map((line) => line.trim());
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain('Disallow: /');
  expect(lines.filter((line) => line.startsWith('Allow:'))).toEqual([]);
});
