import { describe, expect, it } from 'vitest';
import { parisInstant } from '../../domain/paris-time';
import { readSearchQuery, serviceSearch } from './search-page-data';

// Monday 23 November 2026, 10:00 in Paris.
const NOW = parisInstant('2026-11-23', 10 * 60);
const TODAY = '2026-11-23';
const read = (query: Record<string, string | string[]>, type: 'desk' | null = null) =>
  readSearchQuery(query, { zone: 'paris', type, now: NOW, today: TODAY });

describe('readSearchQuery', () => {
  it('reads a full search as the API does, times in minutes', () => {
    const { query, filters, errors } = read({
      day: '2026-11-24',
      start: '1400',
      end: '1700',
      capacity: '16-',
      features: ['wifi', 'screen'],
      text: 'canal',
    });
    expect(errors).toEqual({});
    expect(filters).toMatchObject({
      day: '2026-11-24',
      dayExplicit: true,
      start: 840,
      end: 1020,
      capacity: '16-',
      features: ['wifi', 'screen'],
      text: 'canal',
    });
    expect(serviceSearch(query)).toMatchObject({
      zone: 'paris',
      day: '2026-11-24',
      slot: { start: 840, end: 1020 },
      capacity: { min: 16 },
      features: ['wifi', 'screen'],
      sort: 'price',
      page: 1,
      pageSize: 24,
    });
  });

  it('searches the whole catalogue without a day, and today for a slot alone', () => {
    expect(read({}).query.day).toBeUndefined();
    expect(read({}).filters).toMatchObject({ day: TODAY, dayExplicit: false });
    expect(read({ start: '1400', end: '1500' }).query.day).toBe(TODAY);
  });

  it('drops each invalid value, says why on its field, and keeps the rest', () => {
    const { query, filters, errors } = read({
      capacity: '3-9',
      features: ['wifi', 'jacuzzi'],
      text: 'x'.repeat(101),
      start: '1400',
      end: '1300',
      page: 'two',
    });
    expect(errors).toEqual({
      capacity: 'invalid',
      features: 'invalid',
      text: 'invalid',
      end: 'end_before_start',
    });
    expect(filters).toMatchObject({ capacity: null, features: [], text: '', start: null, end: null });
    expect(query.page).toBe(1);
  });

  it('falls back to today for a past or too distant day', () => {
    expect(read({ day: '2026-11-01' })).toMatchObject({
      errors: { day: 'in_the_past' },
      filters: { day: TODAY, dayExplicit: false },
    });
    expect(read({ day: '2027-12-01' }).errors).toEqual({ day: 'too_far_ahead' });
    expect(read({ day: '2026-02-30' }).errors).toEqual({ day: 'invalid' });
  });

  it('refuses a slot that has started today, or off the half hour', () => {
    expect(read({ start: '900', end: '1100' }).errors).toEqual({ start: 'in_the_past' });
    expect(read({ day: '2026-11-24', start: '915', end: '1100' }).errors).toEqual({ start: 'not_half_hour' });
  });

  it('keeps the chosen address with its coordinates, sorted by distance', () => {
    const { query, filters } = read({
      lat: '48.8628',
      lng: '2.3364',
      header: '10 Rue de Rivoli 75001 Paris',
      city: 'Paris',
      postal_code: '75001',
      query: 'rivoli',
      sort: 'distance',
    });
    expect(filters.address).toEqual({
      lat: 48.8628,
      lng: 2.3364,
      header: '10 Rue de Rivoli 75001 Paris',
      city: 'Paris',
      postalCode: '75001',
      query: 'rivoli',
    });
    expect(serviceSearch(query)).toMatchObject({ near: { lat: 48.8628, lng: 2.3364 }, sort: 'distance' });
  });

  it('drops half an address, and a distance order without one', () => {
    expect(read({ lat: '48.86' })).toMatchObject({
      errors: { address: 'required' },
      filters: { address: null },
    });
    expect(read({ sort: 'distance' })).toMatchObject({ errors: {}, filters: { sort: null } });
  });

  it('forces desks on the desks search, whatever the URL says', () => {
    expect(read({ type: 'meeting_room' }, 'desk').query.type).toBe('desk');
    expect(read({ type: 'desk' }).query.type).toBeUndefined();
  });
});
