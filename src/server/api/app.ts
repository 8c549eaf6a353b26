import { OpenAPIHono } from '@hono/zod-openapi';
import { randomUUID } from 'node:crypto';
import type { ApiDeps, ApiEnv } from './context';
import { ApiError, errorBody } from './errors';
import { requireApiKey } from './middleware/api-key';
import { registerAccountRoutes } from './routes/account';
import { registerBookingRoutes } from './routes/bookings';
import { registerEmailCheckRoutes } from './routes/email-check';
import { registerEventRoutes } from './routes/events';
import { registerMeRoutes } from './routes/me';
import { registerOverstayRoutes } from './routes/overstays';
import { registerSpaceRoutes } from './routes/spaces';
import { registerWebhookRoutes } from './routes/webhooks';

/** The v1 API, under /v1. Next mounts it at /api/v1; `npm run api` serves it on its own. */
export function createApiApp(deps: ApiDeps, { servers = [{ url: '/' }] }: { servers?: { url: string }[] } = {}) {
  const app = new OpenAPIHono<ApiEnv>().basePath('/v1');

  app.use(async (c, next) => {
    const requestId = c.req.header('x-request-id') ?? randomUUID();
    c.set('deps', deps);
    c.set('requestId', requestId);
    // Before the handler, so that its response is built with the header. Set after, it would make
    // Hono copy the finished response, body stream and all: a fifth of the CPU of a search.
    c.header('x-request-id', requestId);
    await next();
  });
  app.use(requireApiKey);

  registerMeRoutes(app);
  registerAccountRoutes(app);
  registerSpaceRoutes(app);
  registerBookingRoutes(app);
  registerEventRoutes(app);
  registerOverstayRoutes(app);
  registerWebhookRoutes(app);
  registerEmailCheckRoutes(app);

  app.openAPIRegistry.registerComponent('securitySchemes', 'apiKey', { type: 'apiKey', in: 'header', name: deps.config.apiKeyHeader });
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' });
  app.get('/openapi.json', (c) =>
    c.json(app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'Nook v1 API', version: '1.0.0' }, servers })),
  );

  app.notFound((c) => c.json(errorBody(new ApiError(404, 'NOT_FOUND', 'No such route.')), 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(errorBody(error), error.status);
    // Anything else is our fault: log it with the request id, never send a stack trace.
    const requestId = c.get('requestId');
    console.error(`[api] ${requestId} ${c.req.method} ${c.req.path}`, error);
    return c.json({ error: { code: 'INTERNAL', message: 'Something went wrong on our side.', details: [], request_id: requestId } }, 500);
  });
  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;
