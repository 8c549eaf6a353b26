import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  adminZoneCreateSchema,
  adminZoneListSchema,
  adminZoneParamsSchema,
  adminZoneSchema,
  adminZoneUpdateSchema,
} from '../../../contracts/admin-zones';
import { createZone, listZonesForStaff, updateZone } from '../../services/staff-zones';
import type { ApiEnv } from '../context';
import { defineRoute } from '../define-route';

const TAG = 'Back office';
const hidden = {
  404: { description: 'Not staff (or, for a write, not super_admin)' },
  403: { description: 'ACCOUNT_SUSPENDED' },
};
const invalid = { 400: { description: 'VALIDATION_ERROR: id, names or centre out of range' } };

/** /v1/admin/zones: the cities served (docs/business-rules.md §7: read by staff, written by super_admin alone). */
export function registerAdminZoneRoutes(app: OpenAPIHono<ApiEnv>): void {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/admin/zones',
      summary: 'Every zone with its number of spaces (staff)',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      responses: { 200: { description: 'Zones by id', schema: adminZoneListSchema }, ...hidden },
    },
    async ({ c, db }) => c.json(await listZonesForStaff(db)),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/admin/zones',
      summary: 'Open a zone: its search page, desks page and sitemap entries exist at once (super_admin)',
      tag: TAG,
      auth: 'required',
      staff: 'super_admin',
      body: adminZoneCreateSchema,
      responses: {
        201: { description: 'The zone', schema: adminZoneSchema },
        ...invalid,
        409: { description: 'ZONE_TAKEN' },
        422: { description: 'ZONE_SLUG_RESERVED: the id is a page of the site' },
        ...hidden,
      },
    },
    async ({ c, db, user, body }) => c.json(await createZone(db, user, body), 201),
  );

  defineRoute(
    app,
    {
      method: 'put',
      path: '/admin/zones/:id',
      summary: 'Rename a zone or move its centre; its id stays (super_admin)',
      tag: TAG,
      auth: 'required',
      staff: 'super_admin',
      params: adminZoneParamsSchema,
      body: adminZoneUpdateSchema,
      responses: { 200: { description: 'The zone', schema: adminZoneSchema }, ...invalid, ...hidden },
    },
    async ({ c, db, user, params, body }) => c.json(await updateZone(db, user, params.id, body)),
  );
}
