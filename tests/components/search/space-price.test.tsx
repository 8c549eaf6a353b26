// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useTranslation } from 'next-i18next/pages';
import {
  SpacePrice as ListPrice,
  type SpacePriceProps,
} from '../../../src/features/search/components/space-price';
import { toLocale } from '../../../src/lib/locale';
import { renderWithI18n } from '../../helpers/render-with-i18n';

/** The price as a card draws it, with the list's `t` and locale. */
function SpacePrice(props: Omit<SpacePriceProps, 't' | 'locale'>) {
  const { t, i18n } = useTranslation('search');
  return <ListPrice {...props} t={t} locale={toLocale(i18n.language)} />;
}

it('shows the hourly price without a slot, in whole euros: "45 € / heure", "€45 / hour"', () => {
  renderWithI18n(<SpacePrice priceHour={4500} price={null} rebates={[]} />);
  expect(screen.getByText('45 € / heure')).toBeInTheDocument();
  renderWithI18n(<SpacePrice priceHour={4500} price={null} rebates={[]} />, { locale: 'en' });
  expect(screen.getByText('€45 / hour')).toBeInTheDocument();
  expect(document.body.textContent).not.toMatch(/[.,]00/);
});

it("shows the chosen slot's price instead, cents only when there are some", () => {
  renderWithI18n(<SpacePrice priceHour={4500} price={13500} rebates={[]} />);
  expect(screen.getByText('135 € pour ce créneau')).toBeInTheDocument();
  expect(screen.queryByText(/heure/)).not.toBeInTheDocument();
  renderWithI18n(<SpacePrice priceHour={1820} price={4550} rebates={[]} />, { locale: 'en' });
  expect(screen.getByText('€45.50 for this slot')).toBeInTheDocument();
});

it('lists the early-booking rebate under the price when it applies', () => {
  renderWithI18n(
    <SpacePrice
      priceHour={5000}
      price={13500}
      rebates={[{ code: 'promotion.early_booking', amount: 1500 }]}
    />,
  );
  const rebates = screen.getByRole('list', { name: 'Remises' });
  expect(rebates).toHaveTextContent('Réservation anticipée : −15 €');
  renderWithI18n(
    <SpacePrice
      priceHour={5000}
      price={13500}
      rebates={[{ code: 'promotion.early_booking', amount: 1550 }]}
    />,
    { locale: 'en' },
  );
  expect(screen.getByRole('list', { name: 'Rebates' })).toHaveTextContent('Early booking: −€15.50');
});

it('shows no rebate list when there is none', () => {
  renderWithI18n(<SpacePrice priceHour={5000} price={15000} rebates={[]} />);
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

it("shows a desk's day pass with its own rebates on the desks search", () => {
  renderWithI18n(
    <SpacePrice
      priceHour={1500}
      price={null}
      rebates={[]}
      dayPass={{ price: 10800, rebates: [{ code: 'promotion.early_booking', amount: 1200 }] }}
    />,
  );
  expect(screen.getByText('108 € / jour')).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Remises' })).toHaveTextContent('Réservation anticipée : −12 €');
  expect(screen.queryByText(/heure/)).not.toBeInTheDocument();
});
