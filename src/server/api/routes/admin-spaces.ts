import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  adminClosureCreatedSchema,
  adminClosureInputSchema,
  adminClosureSchema,
  adminSpaceInputSchema,
  adminSpacePageSchema,
  adminSpaceSchema,
  adminSpaceSearchSchema,
} from '../../../contracts/admin-spaces';
import { createClosure, deleteClosure, listClosures } from '../../services/staff-space-closures';
import {
  createSpace,
  searchSpacesForStaff,
  setSpacePublished,
  spaceForStaff,
  updateSpace,
} from '../../services/staff-spaces';
import type { ApiEnv } from '../context';
import { defineRoute } from '../define-route';

const TAG = 'Back office';
const idParams = z.object({ id: z.uuid() });
const closureParams = z.object({ id: z.uuid(), closureId: z.uuid() });
const hidden = {
  404: { description: 'Not staff (or no such space)' },
  403: { description: 'ACCOUNT_SUSPENDED' },
};
const invalid = {
  400: { description: 'VALIDATION_ERROR, with a detail per field; nothing is written' },
  422: { description: 'VALIDATION_ERROR for an unknown zone or extra; nothing is written' },
};
const space = { description: 'The space, as staff see it', schema: adminSpaceSchema };

/** /v1/admin/spaces/*: the catalogue for staff (docs/business-rules.md §7), every write with its audit line. */
export function registerAdminSpaceRoutes(app: OpenAPIHono<ApiEnv>): void {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/admin/spaces',
      summary: 'Spaces by title or address, zone, type and published, unpublished ones too (staff)',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      query: adminSpaceSearchSchema,
      responses: { 200: { description: 'A page of spaces', schema: adminSpacePageSchema }, ...hidden },
    },
    async ({ c, db, query }) => c.json(await searchSpacesForStaff(db, query)),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/admin/spaces/:id',
      summary: 'A space with every editable field, its extras and closures (staff)',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      params: idParams,
      responses: { 200: space, ...hidden },
    },
    async ({ c, db, params }) => c.json(await spaceForStaff(db, params.id)),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/admin/spaces',
      summary: 'Create a space, unpublished unless told, its slug from the French title unless given (staff)',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      body: adminSpaceInputSchema,
      responses: { 201: space, 409: { description: 'SPACE_SLUG_TAKEN in that zone' }, ...invalid, ...hidden },
    },
    async ({ c, db, user, body, deps }) => c.json(await createSpace(db, user, body, deps.now()), 201),
  );

  defineRoute(
    app,
    {
      method: 'put',
      path: '/admin/spaces/:id',
      summary: 'Edit every field of a space, and its extras when given (staff)',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      params: idParams,
      body: adminSpaceInputSchema,
      responses: { 200: space, 409: { description: 'SPACE_SLUG_TAKEN in that zone' }, ...invalid, ...hidden },
    },
    async ({ c, db, user, params, body, deps }) =>
      c.json(await updateSpace(db, user, params.id, body, deps.now())),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/admin/spaces/:id/publish',
      summary: 'Show a space in the search and on its page (staff)',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      params: idParams,
      responses: { 200: space, ...hidden },
    },
    async ({ c, db, user, params, deps }) =>
      c.json(await setSpacePublished(db, user, params.id, true, deps.now())),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/admin/spaces/:id/unpublish',
      summary: 'Hide a space from the public; its bookings stay (staff)',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      params: idParams,
      responses: { 200: space, ...hidden },
    },
    async ({ c, db, user, params, deps }) =>
      c.json(await setSpacePublished(db, user, params.id, false, deps.now())),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/admin/spaces/:id/closures',
      summary: 'The closures of a space, earliest first (staff)',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      params: idParams,
      responses: { 200: { description: 'Closures', schema: z.array(adminClosureSchema) }, ...hidden },
    },
    async ({ c, db, params }) => c.json(await listClosures(db, params.id)),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/admin/spaces/:id/closures',
      summary:
        'Close a space for a day, days or hours, in Paris time; confirmed bookings then are counted, not cancelled (staff)',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      params: idParams,
      body: adminClosureInputSchema,
      responses: {
        201: {
          description: 'The closure and the confirmed bookings inside it',
          schema: adminClosureCreatedSchema,
        },
        ...invalid,
        ...hidden,
      },
    },
    async ({ c, db, user, params, body, deps }) =>
      c.json(await createClosure(db, user, params.id, body, deps.now()), 201),
  );

  defineRoute(
    app,
    {
      method: 'delete',
      path: '/admin/spaces/:id/closures/:closureId',
      summary: 'Remove a closure: the space can be booked then again (staff)',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      params: closureParams,
      responses: { 204: { description: 'Removed' }, ...hidden },
    },
    async ({ c, db, user, params }) => {
      await deleteClosure(db, user, params.id, params.closureId);
      return c.body(null, 204);
    },
  );
}
