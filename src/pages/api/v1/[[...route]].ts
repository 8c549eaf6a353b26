import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { createApiApp } from '../../../server/api/app';
import { configuredDeps } from '../../../server/api/deps';

// Hono reads the raw body itself (JSON, and the exact bytes a webhook signature covers).
export const config = { api: { bodyParser: false, externalResolver: true } };

const api = new Hono().route('/api', createApiApp(configuredDeps(), { servers: [{ url: '/api' }] }));

// Next checks its own responses with `instanceof Response`: keep node-server's lighter Request and
// Response classes out of the global scope it shares with the pages.
export default getRequestListener(api.fetch, { overrideGlobalObjects: false });
