import type { OpenAPIHono } from '@hono/zod-openapi';
import { supportMessageReceivedSchema, supportMessageSchema } from '../../../contracts/support';
import { queueSupportRequest } from '../../messages/outbox';
import { DEFAULT_SUPPORT_EMAIL } from '../../core/context';
import type { ApiEnv } from '../context';
import { defineRoute } from '../define-route';
import { requestLocale } from '../locale';

export function registerSupportRoutes(app: OpenAPIHono<ApiEnv>): void {
  defineRoute(
    app,
    {
      method: 'post',
      path: '/support/messages',
      operationId: 'sendSupportMessage',
      summary: 'Write to support',
      description:
        'Sends a message from the contact page, signed in or not, to the support address (SUPPORT_EMAIL), with the sender’s address to reply to.',
      tag: 'Support',
      auth: 'optional',
      limit: 'contact',
      body: supportMessageSchema,
      responses: {
        202: { description: 'Queued for delivery to support', schema: supportMessageReceivedSchema },
      },
    },
    async ({ c, db, user, body, deps }) => {
      await queueSupportRequest(db, deps.config.supportEmail ?? DEFAULT_SUPPORT_EMAIL, {
        from_email: body.email,
        user_id: user?.id ?? null,
        locale: requestLocale(c),
        subject: body.subject,
        message: body.message,
      });
      return c.json({ received: true as const }, 202);
    },
  );
}
