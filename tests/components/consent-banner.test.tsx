// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { analyticsConsentChoice, hasAnalyticsConsent } from '../../src/lib/analytics';
import ConsentBanner from '../../src/shell/consent-banner';
import { renderWithI18n } from '../helpers/render-with-i18n';

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

it('asks once, and remembers a refusal on this device', async () => {
  renderWithI18n(<ConsentBanner />);
  await userEvent.click(await screen.findByRole('button', { name: 'Refuser' }));
  expect(screen.queryByRole('region', { name: 'Mesure d’audience' })).not.toBeInTheDocument();
  expect(analyticsConsentChoice()).toBe('denied');
  expect(hasAnalyticsConsent()).toBe(false);
  cleanup();
  renderWithI18n(<ConsentBanner />);
  expect(screen.queryByRole('button', { name: 'Refuser' })).not.toBeInTheDocument();
});

it('records consent when accepted, in English too', async () => {
  renderWithI18n(<ConsentBanner />, { locale: 'en' });
  expect(await screen.findByText(/measure how the site is used/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
  expect(hasAnalyticsConsent()).toBe(true);
});
