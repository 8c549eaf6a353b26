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
import { defineRoute, uuidParam } from '../define-route';

const TAG = 'Back office';
const idParams = z.object({ id: uuidParam('space') });
const closureParams = z.object({ id: uuidParam('space'), closureId: uuidParam('closure') });
const invalid = {
  400: { description: 'VALIDATION_ERROR: a field is not valid, one detail per field; nothing is written.' },
  422: {
    description:
      'VALIDATION_ERROR: an unknown zone or extra, or a French title that gives no slug; nothing is written.',
  },
  409: { description: 'SPACE_SLUG_TAKEN: another space of the zone has this slug.' },
};
const space = { description: 'The space, as staff see it', schema: adminSpaceSchema };

/** /v1/admin/spaces/*: the catalogue for staff (docs/business-rules.md §7), every write with its audit line. */
export function registerAdminSpaceRoutes(app: OpenAPIHono<ApiEnv>): void {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/admin/spaces',
      operationId: 'adminListSpaces',
      summary: 'Spaces',
      description:
        'A page of spaces, unpublished ones too, by a part of their title or address, zone, type and whether published.',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      query: adminSpaceSearchSchema,
      responses: { 200: { description: 'A page of spaces', schema: adminSpacePageSchema } },
    },
    async ({ c, db, query }) => c.json(await searchSpacesForStaff(db, query)),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/admin/spaces/:id',
      operationId: 'adminGetSpace',
      summary: 'A space',
      description:
        'A space with every editable field in both languages, the extras it offers and its closures.',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      params: idParams,
      responses: { 200: space },
    },
    async ({ c, db, params }) => c.json(await spaceForStaff(db, params.id)),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/admin/spaces',
      operationId: 'adminCreateSpace',
      summary: 'Create a space',
      description:
        'Creates a space, unpublished unless told, its slug made from the French title unless given, offering every active extra unless told which; audited.',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      body: adminSpaceInputSchema,
      responses: { 201: space, ...invalid },
    },
    async ({ c, db, user, body, deps }) => c.json(await createSpace(db, user, body, deps.now()), 201),
  );

  defineRoute(
    app,
    {
      method: 'put',
      path: '/admin/spaces/:id',
      operationId: 'adminUpdateSpace',
      summary: 'Edit a space',
      description: 'Replaces every field of a space, and the extras it offers when given; audited.',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      params: idParams,
      body: adminSpaceInputSchema,
      responses: { 200: space, ...invalid },
    },
    async ({ c, db, user, params, body, deps }) =>
      c.json(await updateSpace(db, user, params.id, body, deps.now())),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/admin/spaces/:id/publish',
      operationId: 'adminPublishSpace',
      summary: 'Publish a space',
      description: 'Shows a space in the search, on its page and in the sitemap, bookable; audited.',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      params: idParams,
      responses: { 200: space },
    },
    async ({ c, db, user, params, deps }) =>
      c.json(await setSpacePublished(db, user, params.id, true, deps.now())),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/admin/spaces/:id/unpublish',
      operationId: 'adminUnpublishSpace',
      summary: 'Unpublish a space',
      description: 'Hides a space from the public, who can no longer book it; its bookings stay. Audited.',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      params: idParams,
      responses: { 200: space },
    },
    async ({ c, db, user, params, deps }) =>
      c.json(await setSpacePublished(db, user, params.id, false, deps.now())),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/admin/spaces/:id/closures',
      operationId: 'adminListClosures',
      summary: 'A space’s closures',
      description: 'The times a space is closed to bookings, earliest first.',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      params: idParams,
      responses: { 200: { description: 'Closures', schema: z.array(adminClosureSchema) } },
    },
    async ({ c, db, params }) => c.json(await listClosures(db, params.id)),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/admin/spaces/:id/closures',
      operationId: 'adminCreateClosure',
      summary: 'Close a space',
      description:
        'Closes a space to new bookings for a day, days or hours, in Paris time; the bookings already confirmed then are counted, not cancelled. Audited.',
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
      operationId: 'adminDeleteClosure',
      summary: 'Remove a closure',
      description: 'Removes a closure: the space can be booked at that time again. Audited.',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      params: closureParams,
      responses: { 204: { description: 'Removed' } },
    },
    async ({ c, db, user, params }) => {
      await deleteClosure(db, user, params.id, params.closureId);
      return c.body(null, 204);
    },
  );
}
