import { describe, expect, it } from 'vitest';
import { buildIcs, icsFileName } from './ics';

const entry = {
  uid: 'event-1@nook',
  day: '2026-11-24',
  start: 14 * 60,
  end: 17 * 60,
  title: 'Salle Lumière, Paris 11e',
  location: '12 rue Oberkampf, 75011 Paris',
};

describe('buildIcs', () => {
  it('writes Paris wall-clock times as UTC instants (winter: UTC+1)', () => {
    const ics = buildIcs([entry], new Date('2026-11-22T10:00:00Z'));
    expect(ics).toContain('DTSTART:20261124T130000Z');
    expect(ics).toContain('DTEND:20261124T160000Z');
    expect(ics).toContain('DTSTAMP:20261122T100000Z');
  });

  it('follows summer time (UTC+2)', () => {
    const ics = buildIcs([{ ...entry, day: '2027-06-15' }]);
    expect(ics).toContain('DTSTART:20270615T120000Z');
  });

  it('escapes commas and semicolons and ends every line with CRLF', () => {
    const ics = buildIcs([{ ...entry, description: 'Wi-Fi; café, thé\nbienvenue' }]);
    expect(ics).toContain('LOCATION:12 rue Oberkampf\\, 75011 Paris');
    expect(ics).toContain('DESCRIPTION:Wi-Fi\\; café\\, thé\\nbienvenue');
    expect(ics.split('\r\n').at(-1)).toBe('');
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const ics = buildIcs([{ ...entry, description: 'é'.repeat(100) }]);
    const lines = ics.split('\r\n');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:${'é'.repeat(100)}`);
  });

  it('marks cancelled events so that calendars remove them', () => {
    expect(buildIcs([{ ...entry, cancelled: true }])).toContain('STATUS:CANCELLED');
    expect(buildIcs([entry])).toContain('STATUS:CONFIRMED');
  });

  it('holds one VEVENT per occurrence of a series', () => {
    const ics = buildIcs([entry, { ...entry, uid: 'event-2@nook', day: '2026-12-01' }]);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });
});

describe('icsFileName', () => {
  it('keeps only safe characters', () => {
    expect(icsFileName('salle-lumière', '2026-11-24')).toBe('salle-lumi-re-2026-11-24.ics');
  });
});
