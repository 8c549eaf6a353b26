import { DrizzleQueryError } from 'drizzle-orm/errors';
import { DatabaseError } from 'pg';
import { describe, expect, it } from 'vitest';
import { describeError, maskPersonalData } from '../../src/server/core/log';

// What an operator reads of a failure, and what a log line never holds: a person's e-mail address,
// phone number or name, or a statement's parameters.
describe('errors in log lines', () => {
  it('tell a refused statement by its SQLSTATE and names, without its text, parameters, message or detail', () => {
    const refused = Object.assign(
      new DatabaseError('duplicate key value violates unique constraint "users_email_key"', 120, 'error'),
      {
        code: '23505',
        constraint: 'users_email_key',
        table: 'users',
        detail: 'Key (email)=(camille.martin@example.fr) already exists.',
      },
    );
    const failed = new DrizzleQueryError(
      'insert into users (email, first_name, phone) values ($1, $2, $3)',
      ['camille.martin@example.fr', 'Camille', '+33 6 12 34 56 78'],
      refused,
    );
    const line = JSON.stringify(describeError(failed));
    expect(JSON.parse(line)).toEqual({
      type: 'DatabaseError',
      code: '23505',
      constraint: 'users_email_key',
      table: 'users',
    });
    expect(line).not.toMatch(/camille|Camille|\+33|insert/);
  });

  it('keep a failed query without its parameters when the connection failed (no SQLSTATE)', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const failed = new DrizzleQueryError(
      'select * from users where email = $1',
      ['camille.martin@example.fr'],
      refused,
    );
    const described = describeError(failed);
    expect(described).toMatchObject({
      type: 'Error',
      message: 'Failed query',
      cause: { type: 'Error', code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' },
    });
    expect(JSON.stringify(described)).not.toContain('camille');
  });

  it('mask e-mail addresses and phone numbers left in any other message, and keep ids whole', () => {
    const error = new Error(
      'no account for camille.martin@example.fr (0612345678, +33 6 12 34 56 78) on booking 0e8b1c2d-1234-4567-8901-123456789012',
    );
    const described = describeError(error);
    expect(described.message).toBe(
      'no account for [email] ([phone], [phone]) on booking 0e8b1c2d-1234-4567-8901-123456789012',
    );
    expect(String(described.stack)).not.toContain('camille');
    expect(maskPersonalData('call 06 12 34 56 78 or 01.23.45.67.89, order 2026-11-26')).toBe(
      'call [phone] or [phone], order 2026-11-26',
    );
  });
});
