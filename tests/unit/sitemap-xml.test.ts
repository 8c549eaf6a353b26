// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sitemapXml } from '../../src/lib/seo/sitemap';

const XHTML = 'http://www.w3.org/1999/xhtml';
const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');

describe('sitemapXml', () => {
  it('is well-formed XML with one url per language, each naming all languages and French as x-default', () => {
    const doc = parse(
      sitemapXml([{ fr: 'https://nook.example/paris', en: 'https://nook.example/en/paris' }]),
    );
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = [...doc.documentElement.children];
    expect(urls.map((url) => url.getElementsByTagName('loc')[0]?.textContent)).toEqual([
      'https://nook.example/paris',
      'https://nook.example/en/paris',
    ]);
    for (const url of urls) {
      const links = [...url.getElementsByTagNameNS(XHTML, 'link')].map((link) => [
        link.getAttribute('rel'),
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]);
      expect(links).toEqual([
        ['alternate', 'fr', 'https://nook.example/paris'],
        ['alternate', 'en', 'https://nook.example/en/paris'],
        ['alternate', 'x-default', 'https://nook.example/paris'],
      ]);
    }
  });

  it('escapes characters XML reserves, so any URL keeps the file valid', () => {
    const doc = parse(
      sitemapXml([{ fr: 'https://nook.example/a?x=1&y=<2>', en: 'https://nook.example/en/a\'b"c' }]),
    );
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect([...doc.getElementsByTagName('loc')].map((loc) => loc.textContent)).toEqual([
      'https://nook.example/a?x=1&y=<2>',
      'https://nook.example/en/a\'b"c',
    ]);
  });

  it('is an empty but valid sitemap without pages', () => {
    const doc = parse(sitemapXml([]));
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.children).toHaveLength(0);
  });
});
