import { expect, it } from 'vitest';
import { domainOf, messageIdOn } from './mail';

it('takes the sending domain from MAIL_FROM however it is written', () => {
  expect(domainOf('bonjour@nook.fr')).toBe('nook.fr');
  expect(domainOf('Nook <bonjour@Mail.Nook.FR>')).toBe('mail.nook.fr');
  expect(domainOf('"Nook, Paris" <bonjour@nook.fr>')).toBe('nook.fr');
  expect(() => domainOf('Nook')).toThrow(/no address with a domain/);
});

it("writes an outbox row's Message-ID on the sending domain, keeping its unique part", () => {
  const id = '<0e9a1f4c-1111-4000-8000-000000000001@messages.nook>';
  expect(messageIdOn(id, 'nook.fr')).toBe('<0e9a1f4c-1111-4000-8000-000000000001@nook.fr>');
  expect(messageIdOn(messageIdOn(id, 'nook.fr'), 'nook.fr')).toBe(messageIdOn(id, 'nook.fr'));
  expect(() => messageIdOn('no-at-sign', 'nook.fr')).toThrow(/Not a Message-ID/);
});
