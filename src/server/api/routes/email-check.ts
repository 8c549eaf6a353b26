import type { OpenAPIHono } from '@hono/zod-openapi';
import { emailCheckQuerySchema, emailCheckResponseSchema } from '../../../contracts/auth';
import { checkEmail } from '../../services/email-check-service';
import { clientAddress } from '../client-address';
import type { ApiEnv } from '../context';
import { defineRoute } from '../define-route';

export function registerEmailCheckRoutes(app: OpenAPIHono<ApiEnv>): void {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/email-check',
      operationId: 'checkEmail',
      summary: 'Check an e-mail address',
      description:
        'Whether an e-mail address can open an account (syntax, disposable domain, deliverability) and a likely correction of a typo, before the sign-up form sends it; never cached.',
      tag: 'Auth',
      auth: 'none',
      limit: 'email_check',
      query: emailCheckQuerySchema,
      responses: {
        200: {
          description: 'Whether the address is acceptable, why not, and a likely correction.',
          schema: emailCheckResponseSchema,
        },
        400: { description: 'VALIDATION_ERROR: no e-mail given.' },
      },
    },
    async ({ c, query }) => {
      // The answer depends on an outside service and on the address: nothing to share or keep.
      c.header('cache-control', 'no-store');
      // Paid verifications per client address and hour, counted across the fleet; past them, the free
      // local checks answer. A visitor is never refused, and a script cannot spend the service's credit.
      const limits = c.get('deps').rateLimits;
      const address = clientAddress(c);
      const mayVerifyRemotely = limits
        ? (perHour: number) => limits.take('email_verification', `address:${address}`, perHour, 3600)
        : undefined;
      return c.json(await checkEmail(query.email, { mayVerifyRemotely }));
    },
  );
}
