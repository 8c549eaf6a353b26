// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UnsubscribeScreen } from '../../src/features/account/components/unsubscribe-screen';
import { createTestRouter, renderWithI18n, type TestLocale } from '../helpers/render-with-i18n';

const LINK = {
  user: '3f1b2c4d-0000-4000-8000-0000000000a1',
  preference: 'reminder',
  signature: 'dkB3q252Ikw5kbKu1UH_DkWD2CJXe_mSBjAApgPrN3s',
};

// Only the v1 API's edge is answered here; what the route itself does is tests/integration/unsubscribe.test.ts.
const posted: { query: Record<string, string>; body: string; contentType: string | null }[] = [];
let answer: () => Response = () => HttpResponse.json({ preference: 'reminder', unsubscribed: true });
const server = setupServer(
  http.post('*/api/v1/unsubscribe', async ({ request }) => {
    posted.push({
      query: Object.fromEntries(new URL(request.url).searchParams),
      body: await request.text(),
      contentType: request.headers.get('content-type'),
    });
    return answer();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  posted.length = 0;
  answer = () => HttpResponse.json({ preference: 'reminder', unsubscribed: true });
});
afterAll(() => server.close());

const open = (query: Record<string, string>, locale: TestLocale = 'fr') =>
  renderWithI18n(<UnsubscribeScreen />, { locale, router: createTestRouter({ locale, query }) });

describe('the page an unsubscribe link leads to', () => {
  it('asks before changing anything, then turns reminders off with the one-click request (fr)', async () => {
    open(LINK);
    expect(screen.getByRole('heading', { name: 'Ne plus recevoir les rappels ?' })).toBeInTheDocument();
    expect(posted).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Ne plus les recevoir' }));
    expect(await screen.findByRole('status')).toHaveTextContent('vous ne recevrez plus de rappels');
    expect(posted).toEqual([
      {
        query: LINK,
        body: 'List-Unsubscribe=One-Click',
        contentType: expect.stringContaining('application/x-www-form-urlencoded'),
      },
    ]);
    expect(screen.getByRole('link', { name: 'Mes préférences de notification' })).toHaveAttribute(
      'href',
      '/account/notifications',
    );
  });

  it('says so, asking nothing, when the link was cut short (en)', () => {
    open({ user: LINK.user, preference: 'reminder' }, 'en');
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is not valid');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('says so when the API finds the link altered (en)', async () => {
    answer = () =>
      HttpResponse.json(
        { error: { code: 'INVALID_SIGNATURE', message: 'Not signed here.', details: [] } },
        { status: 403 },
      );
    open({ ...LINK, signature: `A${LINK.signature.slice(1)}` }, 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Stop receiving them' }));
    expect(await screen.findByText(/This unsubscribe link is not valid/)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
