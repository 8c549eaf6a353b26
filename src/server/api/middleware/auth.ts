import type { Context } from 'hono';
import type { Db } from '../../db/client';
import { ensureUser } from '../../services/user-service';
import { requestLocale } from '../locale';
import type { CurrentUser } from '../../core/context';
import type { ApiEnv } from '../context';
import { unauthorized } from '../../core/errors';

/**
 * Verifies the bearer Firebase ID token (the server never trusts the client's guard) and returns
 * the user it belongs to, creating the user and a personal account on their first call.
 */
export async function authenticate(
  c: Context<ApiEnv>,
  db: Db,
  required: boolean,
): Promise<CurrentUser | null> {
  const header = c.req.header('authorization');
  if (!header) {
    if (required) throw unauthorized('UNAUTHENTICATED', 'Sign in to do this.');
    return null;
  }
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1])
    throw unauthorized('INVALID_TOKEN', 'The Authorization header must be "Bearer <ID token>".');
  let identity;
  try {
    identity = await c.get('deps').verifyIdToken(match[1]);
  } catch (error) {
    const expired = (error as { code?: string }).code === 'auth/id-token-expired';
    throw unauthorized(
      expired ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN',
      expired ? 'The session has expired.' : 'The ID token is not valid.',
    );
  }
  const user = await ensureUser(db, identity, requestLocale(c));
  if (user.deletedAt) throw unauthorized('ACCOUNT_DELETED', 'This account was deleted.');
  return { ...user, emailVerified: identity.emailVerified };
}
