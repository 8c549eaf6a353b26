// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it } from 'vitest';
import type { Availability, SpaceDetail } from '../../src/contracts/spaces';
import { formatPrice } from '../../src/domain/money';
import { addDays, addMonths, parisDay, parisWeekday } from '../../src/domain/paris-time';
import { computePrice } from '../../src/domain/pricing';
import { BookingPanel } from '../../src/features/spaces/components/booking-panel';
import type { SpaceSlot } from '../../src/features/spaces/utils/slot-query';
import { renderWithI18n } from '../helpers/render-with-i18n';

const PRICE_HOUR = 4500;
const everyDay = { open: 800, close: 2300 };
type PanelSpace = Pick<
  SpaceDetail,
  'id' | 'type' | 'capacity' | 'price_hour' | 'opening_hours' | 'day_rates'
>;
const space: PanelSpace = {
  id: '7b0c2f0e-2f59-4a55-9a51-8f1c3f2a1d10',
  type: 'meeting_room',
  capacity: 8,
  price_hour: PRICE_HOUR,
  opening_hours: Array.from({ length: 7 }, () => everyDay),
  day_rates: { weekday: 8 * PRICE_HOUR, weekend: 6 * PRICE_HOUR },
};
const today = parisDay(new Date());

/** The first Monday-to-Friday day at least `days` ahead. */
function weekdayAhead(days: number): string {
  let day = addDays(today, days);
  while (parisWeekday(day) > 4) day = addDays(day, 1);
  return day;
}

/** The page keeps the slot (and the URL); here a state stands in for it. */
function Panel({
  day,
  of = space,
  availability,
}: {
  day: string;
  of?: PanelSpace;
  availability?: Availability;
}) {
  const [slot, setSlot] = useState<SpaceSlot>({ day, start: null, end: null });
  return (
    <BookingPanel
      space={of}
      slot={slot}
      onSlotChange={setSlot}
      today={today}
      maxDay={addMonths(today, 12)}
      initialQuote={null}
      recurringOffers={[]}
      availability={availability}
      onRefused={() => {}}
      business={false}
    />
  );
}

async function chooseTimes(start: string, end: string) {
  await userEvent.selectOptions(screen.getByLabelText('Début'), start);
  await userEvent.selectOptions(screen.getByLabelText('Fin'), end);
}

const totalOf = async (name = 'Total TTC') => {
  const label = await screen.findByText(name);
  return label.nextElementSibling?.textContent;
};

it('prices 14h–17h as the pricing module does: three hours at the hourly price', async () => {
  const day = weekdayAhead(10);
  renderWithI18n(<Panel day={day} />);
  expect(screen.getByText('Choisissez une heure de début et de fin pour voir le prix.')).toBeInTheDocument();

  await chooseTimes('1400', '1700');

  const expected = computePrice({
    priceHourCents: PRICE_HOUR,
    occurrences: [{ day, start: 14 * 60, end: 17 * 60 }],
    today,
    extras: [],
  });
  expect(await totalOf()).toBe(formatPrice(expected.total, 'fr'));
  expect(expected.total).toBe(3 * PRICE_HOUR);
  expect(screen.getByText('3 h × 45 €')).toBeInTheDocument();
  expect(screen.queryByText(/Réservation anticipée/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Réserver ce créneau' })).toBeEnabled();
});

it('shows the early-booking rebate on its own line for a day 30 days ahead or more', async () => {
  const day = weekdayAhead(35);
  renderWithI18n(<Panel day={day} />, { locale: 'en' });
  await userEvent.selectOptions(screen.getByLabelText('Start'), '900');
  await userEvent.selectOptions(screen.getByLabelText('End'), '1200');

  const expected = computePrice({
    priceHourCents: PRICE_HOUR,
    occurrences: [{ day, start: 9 * 60, end: 12 * 60 }],
    today,
    extras: [],
  });
  const rebate = expected.rebates.find((r) => r.code === 'promotion.early_booking');
  expect(rebate?.amount).toBe(1350);
  const line = (await screen.findByText('Early booking (−10%)')).parentElement;
  expect(line && within(line).getByText(`−${formatPrice(1350, 'en')}`)).toBeInTheDocument();
  expect(await totalOf('Total incl. VAT')).toBe(formatPrice(expected.total, 'en'));
  expect(formatPrice(expected.total, 'en')).toBe('€121.50');
});

it('refuses an end that is not after the start, and does not let it be booked', async () => {
  renderWithI18n(<Panel day={weekdayAhead(10)} />);
  await chooseTimes('1700', '1400');

  expect(await screen.findByText('La fin doit être après le début.')).toBeInTheDocument();
  expect(screen.getByLabelText('Fin')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Fin')).toHaveAccessibleDescription('La fin doit être après le début.');
  expect(screen.queryByText('Total TTC')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Réserver ce créneau' })).toBeDisabled();

  await userEvent.selectOptions(screen.getByLabelText('Fin'), '1730');
  expect(await totalOf()).toBe('22,50 €');
  expect(screen.queryByText('La fin doit être après le début.')).not.toBeInTheDocument();
});

it('sells a desk space by the desk: the price counts the desks, and no more than are left can be asked', async () => {
  const day = weekdayAhead(10);
  const desks: PanelSpace = { ...space, type: 'desk', capacity: 6 };
  // From 15:00, one desk only is free.
  const cells = Array.from({ length: 30 }, (_, i) => {
    const start = 8 * 60 + i * 30;
    const clock = (minutes: number) =>
      `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    return { start: clock(start), end: clock(start + 30), free: true, desks_left: start >= 15 * 60 ? 1 : 4 };
  });
  renderWithI18n(<Panel day={day} of={desks} availability={{ day, opening: everyDay, cells }} />);
  expect(screen.getByText('6 postes dans cet espace')).toBeInTheDocument();

  await chooseTimes('1200', '1400');
  await userEvent.selectOptions(screen.getByLabelText('Postes'), '2');
  expect(await screen.findByText('2 h × 2 postes × 45 €')).toBeInTheDocument();
  expect(await totalOf()).toBe(formatPrice(4 * PRICE_HOUR, 'fr'));
  expect(screen.getByText('4 postes libres sur ce créneau')).toBeInTheDocument();

  await userEvent.selectOptions(screen.getByLabelText('Fin'), '1600');
  expect(await screen.findByText('Il ne reste qu’1 poste libre sur ce créneau.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Réserver ce créneau' })).toBeDisabled();
  await userEvent.selectOptions(screen.getByLabelText('Postes'), '1');
  expect(await totalOf()).toBe(formatPrice(4 * PRICE_HOUR, 'fr'));
  expect(screen.getByRole('button', { name: 'Réserver ce créneau' })).toBeEnabled();
});
