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
const invalid = { 400: { description: 'VALIDATION_ERROR: the id, a name or the centre is not valid.' } };

/** /v1/admin/zones: the cities served (docs/business-rules.md §7: read by staff, written by super_admin alone). */
export function registerAdminZoneRoutes(app: OpenAPIHono<ApiEnv>): void {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/admin/zones',
      operationId: 'adminListZones',
      summary: 'Zones',
      description: 'Every zone in both languages with its centre and number of spaces, by id.',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      responses: { 200: { description: 'Zones by id', schema: adminZoneListSchema } },
    },
    async ({ c, db }) => c.json(await listZonesForStaff(db)),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/admin/zones',
      operationId: 'adminCreateZone',
      summary: 'Open a zone',
      description:
        'Opens a zone (a city): its search page, desks page and sitemap entries exist at once; for a super_admin, audited.',
      tag: TAG,
      auth: 'required',
      staff: 'super_admin',
      body: adminZoneCreateSchema,
      responses: {
        201: { description: 'The zone', schema: adminZoneSchema },
        ...invalid,
        409: { description: 'ZONE_TAKEN: a zone has this id.' },
        422: { description: 'ZONE_SLUG_RESERVED: the id is the address of a page of the site.' },
      },
    },
    async ({ c, db, user, body }) => c.json(await createZone(db, user, body), 201),
  );

  defineRoute(
    app,
    {
      method: 'put',
      path: '/admin/zones/:id',
      operationId: 'adminUpdateZone',
      summary: 'Edit a zone',
      description:
        'Renames a zone or moves its centre; its id, in its pages’ addresses, stays. For a super_admin, audited.',
      tag: TAG,
      auth: 'required',
      staff: 'super_admin',
      params: adminZoneParamsSchema,
      body: adminZoneUpdateSchema,
      responses: { 200: { description: 'The zone', schema: adminZoneSchema }, ...invalid },
    },
    async ({ c, db, user, params, body }) => c.json(await updateZone(db, user, params.id, body)),
  );
}
