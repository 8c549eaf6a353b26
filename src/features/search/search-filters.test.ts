import { describe, expect, it } from 'vitest';
import { monthWeeks, shiftMonth } from './calendar-month';
import { emptyFilters, filtersToQuery, searchHref, spaceHref, validateFilters } from './search-filters';

const TODAY = '2026-11-23';

describe('validateFilters', () => {
  it('wants both ends of a slot, on half hours, end after start, within 8h–23h', () => {
    expect(validateFilters({ start: 840, end: 1020 })).toEqual({});
    expect(validateFilters({ start: 840, end: null })).toEqual({ end: 'required' });
    expect(validateFilters({ start: null, end: 840 })).toEqual({ start: 'required' });
    expect(validateFilters({ start: 855, end: 1020 })).toEqual({ start: 'not_half_hour' });
    expect(validateFilters({ start: 840, end: 840 })).toEqual({ end: 'end_before_start' });
    expect(validateFilters({ start: 420, end: 1410 })).toEqual({
      start: 'outside_bookable_hours',
      end: 'outside_bookable_hours',
    });
  });
});

describe('filtersToQuery', () => {
  it('leaves today out of a bare search, and puts it in for a slot', () => {
    expect(filtersToQuery(emptyFilters(TODAY))).toEqual({});
    expect(filtersToQuery({ ...emptyFilters(TODAY), start: 570, end: 600 })).toEqual({
      day: TODAY,
      start: '930',
      end: '1000',
    });
  });

  it('adds the page from the second on', () => {
    expect(
      searchHref(
        '/paris',
        filtersToQuery({ ...emptyFilters(TODAY), capacity: '16-', features: ['wifi', 'screen'] }, 2),
      ),
    ).toBe('/paris?capacity=16-&features=wifi&features=screen&page=2');
  });

  it('says the order near an address, and forgets a distance order without one', () => {
    const address = {
      lat: 48.8628,
      lng: 2.3364,
      header: 'Rivoli',
      city: 'Paris',
      postalCode: '75001',
      query: 'riv',
    };
    expect(filtersToQuery({ ...emptyFilters(TODAY), address }).sort).toBe('distance');
    expect(filtersToQuery({ ...emptyFilters(TODAY), sort: 'distance' }).sort).toBeUndefined();
    expect(filtersToQuery({ ...emptyFilters(TODAY), sort: 'capacity' }).sort).toBe('capacity');
  });
});

it('links a card to its space with the day and the slot', () => {
  const filters = {
    ...emptyFilters(TODAY),
    day: '2026-11-24',
    dayExplicit: true,
    start: 840,
    end: 1020,
    capacity: '4-8' as const,
  };
  expect(spaceHref({ zone: 'paris', slug: 'fenetre-dauphine' }, filters)).toBe(
    '/paris/fenetre-dauphine?day=2026-11-24&start=1400&end=1700',
  );
  expect(spaceHref({ zone: 'paris', slug: 'fenetre-dauphine' }, emptyFilters(TODAY))).toBe(
    '/paris/fenetre-dauphine',
  );
});

describe('calendar months', () => {
  it('lays a month out in Monday-first weeks', () => {
    const weeks = monthWeeks('2026-11-23');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  it('moves by months, clamping to the shorter month', () => {
    expect(shiftMonth('2027-01-31', 1)).toBe('2027-02-28');
    expect(shiftMonth('2026-11-23', 12)).toBe('2027-11-23');
    expect(shiftMonth('2026-03-31', -1)).toBe('2026-02-28');
  });
});
