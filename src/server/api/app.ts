import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { routePath } from 'hono/route';
import { log } from '../core/log';
import type { ApiDeps } from '../core/context';
import type { ApiEnv } from './context';
import { ApiError, errorBody } from '../core/errors';
import { limitBody } from './middleware/body-limit';
import { requireApiKey } from './middleware/api-key';
import { answerUnexpected } from './middleware/unexpected-errors';
import { serveOpenApiDocument } from './openapi-document';
import { requestIdFrom } from './request-id';
import { registerAccountRoutes } from './routes/account';
import { registerBookingChangeRoutes } from './routes/booking-changes';
import { registerBookingRoutes } from './routes/bookings';
import { registerEmailCheckRoutes } from './routes/email-check';
import { registerEventRoutes } from './routes/events';
import { registerMeRoutes } from './routes/me';
import { registerOverstayRoutes } from './routes/overstays';
import { registerSpaceRoutes } from './routes/spaces';
import { registerSupportRoutes } from './routes/support';
import { registerUnsubscribeRoutes } from './routes/unsubscribe';
import { registerWebhookRoutes } from './routes/webhooks';
import { registerCalendarRoutes } from './routes/calendar';
import { registerInvoiceRoutes } from './routes/invoices';
import { registerAdminRoutes } from './routes/admin';
import { registerReviewRoutes } from './routes/reviews';
import { registerAdminZoneRoutes } from './routes/admin-zones';
import { registerAdminSpaceRoutes } from './routes/admin-spaces';
import { bodyLimitFor, registerAdminPhotoRoutes } from './routes/admin-photos';

/** An unknown route, in the API's error format (also for the app that mounts this one under /api). */
export const answerNotFound = (c: Context) =>
  c.json(errorBody(new ApiError(404, 'NOT_FOUND', 'No such route.')), 404);

/**
 * No route takes more than this (a booking with every extra and a long note is a few kilobytes),
 * but the upload of a space's photos, which has its own (routes/admin-photos.ts).
 */
export const MAX_BODY_BYTES = 100 * 1024;

/** The v1 API, under /v1. Next mounts it at /api/v1; `npm run api` serves it on its own. */
export function createApiApp(
  deps: ApiDeps,
  { servers = [{ url: '/' }] }: { servers?: { url: string }[] } = {},
) {
  const app = new OpenAPIHono<ApiEnv>().basePath('/v1');

  app.use(async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(c.req.header('x-request-id'));
    c.set('deps', deps);
    c.set('requestId', requestId);
    // Before the handler, so that its response is built with the header. Set after, it would make
    // Hono copy the finished response, body stream and all: a fifth of the CPU of a search.
    c.header('x-request-id', requestId);
    // What a signed-in caller gets is theirs alone: no shared cache (proxy, CDN, browser) keeps it.
    if (c.req.header('authorization')) c.header('cache-control', 'no-store');
    await next();
    // The route's pattern, never the path or its query: both may hold what a person typed.
    log.info(
      {
        reqId: requestId,
        method: c.req.method,
        route: routePath(c, -1),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  app.use(limitBody(bodyLimitFor(MAX_BODY_BYTES)));
  app.use(requireApiKey);

  registerMeRoutes(app);
  registerAccountRoutes(app);
  registerSpaceRoutes(app);
  registerBookingRoutes(app);
  registerBookingChangeRoutes(app);
  registerEventRoutes(app);
  registerOverstayRoutes(app);
  registerWebhookRoutes(app);
  registerEmailCheckRoutes(app);
  registerSupportRoutes(app);
  registerUnsubscribeRoutes(app);
  registerCalendarRoutes(app);
  registerInvoiceRoutes(app);
  registerAdminRoutes(app);
  registerReviewRoutes(app);
  registerAdminZoneRoutes(app);
  registerAdminSpaceRoutes(app);
  registerAdminPhotoRoutes(app);

  serveOpenApiDocument(app, deps.config, servers);

  app.notFound(answerNotFound);
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(errorBody(error), error.status, error.headers);
    return answerUnexpected(c, error);
  });
  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;
