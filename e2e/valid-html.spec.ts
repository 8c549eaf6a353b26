import { HtmlValidate, type Message } from 'html-validate';
import { expect, test } from './fixtures';

// Every public page, as a crawler or a browser receives it, read by an HTML validator: the
// standard's own rules (html-validate's `standard` preset: content models, attributes HTML
// defines, required elements), not our opinion of style.
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

const describe = (messages: Message[]) =>
  messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`).join('\n');

test('every public page is valid HTML, in both languages', async ({ request }) => {
  const search = await (await request.get('/paris')).text();
  const space = /href="(\/paris\/[a-z0-9-]+)"/.exec(search)?.[1];
  expect(space, '/paris links to a space').toBeTruthy();
  const pages = [
    '/',
    '/paris',
    `${space}`,
    '/desks/paris',
    '/contact',
    '/conditions-generales-de-vente',
    '/mentions-legales',
    '/confidentialite',
    '/cookies',
  ];
  for (const page of [...pages, ...pages.map((path) => `/en${path === '/' ? '' : path}`)]) {
    const response = await request.get(page);
    expect(response.status(), page).toBe(200);
    const report = await validator.validateString(await response.text(), page);
    const errors = report.results.flatMap((result) => result.messages).filter((m) => m.severity === 2);
    expect(describe(errors), page).toBe('');
  }
  // The page of an address that leads nowhere is a page too.
  const missing = await request.get('/paris/no-such-space-here');
  expect(missing.status()).toBe(404);
  const report = await validator.validateString(await missing.text(), '404');
  expect(describe(report.results.flatMap((result) => result.messages).filter((m) => m.severity === 2))).toBe(
    '',
  );
});
