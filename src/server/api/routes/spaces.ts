import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  availabilityParamsSchema,
  availabilityQuerySchema,
  availabilitySchema,
  searchQueryIssues,
  spaceDetailParamsSchema,
  spaceDetailSchema,
  spaceSearchQuerySchema,
  spaceSearchResponseSchema,
  zoneListSchema,
  type SpaceSearchResponse,
} from '../../../contracts/spaces';
import { parseCapacityBucket } from '../../../domain/capacity';
import type { Locale } from '../../../domain/money';
import { parisToday, searchSpaces } from '../../services/space-search';
import { findSpaceDetail, listZonesWithCounts, spaceAvailability } from '../../services/space-service';
import type { ApiEnv } from '../context';
import { defineRoute } from '../define-route';
import { badRequest, notFound } from '../../core/errors';

/** The language of names and descriptions: the first tag of Accept-Language, French unless English. */
function contentLocale(c: Context<ApiEnv>): Locale {
  const first = c.req.header('accept-language')?.split(',')[0]?.trim() ?? '';
  return /^en\b/i.test(first) ? 'en' : 'fr';
}

const ZONES_MAX_AGE_SECONDS = 300;

const errorSchemaNote = { description: 'Error body { error: { code, message, details } }.' };

export function registerSpaceRoutes(app: OpenAPIHono<ApiEnv>): void {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/zones',
      reads: 'replica',
      summary: 'The zones (cities) served, with their number of spaces',
      tag: 'spaces',
      auth: 'none',
      responses: {
        200: { description: 'Zones, names in the Accept-Language language.', schema: zoneListSchema },
      },
    },
    async ({ c, db }) => {
      // The same for everyone: shared caches may keep it, briefly, so a zone opened by staff shows within minutes.
      if (!c.req.header('authorization'))
        c.header('cache-control', `public, max-age=${ZONES_MAX_AGE_SECONDS}`);
      c.header('vary', 'accept-language');
      return c.json(await listZonesWithCounts(db, contentLocale(c)));
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/spaces',
      reads: 'replica',
      summary: 'Search the spaces of a zone, free for a slot when one is given',
      tag: 'spaces',
      auth: 'optional',
      query: spaceSearchQuerySchema,
      responses: {
        200: {
          description: 'One page of matching spaces, priced for the slot.',
          schema: spaceSearchResponseSchema,
        },
        400: { description: 'VALIDATION_ERROR, one detail per field.' },
        404: { description: 'NOT_FOUND: no such zone.' },
      },
    },
    async ({ c, query, user, db, deps }) => {
      const now = deps.now();
      const issues = searchQueryIssues(query, now, parisToday(now));
      if (issues.length > 0) {
        const details = issues.map((issue) => ({ ...issue, field: `query.${issue.field}` }));
        throw badRequest('VALIDATION_ERROR', 'The request is not valid.', details);
      }
      const near =
        query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : undefined;
      const found = await searchSpaces(
        db,
        {
          zone: query.zone,
          type: query.type,
          day: query.day,
          slot:
            query.start !== undefined && query.end !== undefined
              ? { start: query.start, end: query.end }
              : undefined,
          capacity: query.capacity && parseCapacityBucket(query.capacity),
          features: query.features,
          text: query.text,
          near,
          sort: query.sort ?? (near ? 'distance' : 'price'),
          page: query.page,
          pageSize: query.page_size,
        },
        { locale: contentLocale(c), userId: user?.id ?? null, now },
      );
      if (!found) throw notFound('Zone');
      const body: SpaceSearchResponse = {
        items: found.items,
        has_more: found.hasMore,
        page: query.page,
        page_size: query.page_size,
      };
      return c.json(body);
    },
  );

  // Before /spaces/:zone/:slug, which would otherwise take /spaces/<id>/availability for a slug.
  defineRoute(
    app,
    {
      method: 'get',
      path: '/spaces/:id/availability',
      reads: 'replica',
      summary: "A space's half-hour grid for one day",
      tag: 'spaces',
      auth: 'none',
      params: availabilityParamsSchema,
      query: availabilityQuerySchema,
      responses: {
        200: { description: 'Cells within opening hours.', schema: availabilitySchema },
        400: errorSchemaNote,
        404: errorSchemaNote,
      },
    },
    async ({ c, params, query, db, deps }) => {
      const availability = await spaceAvailability(db, params.id, query.day, deps.now());
      if (!availability) throw notFound('Space');
      return c.json(availability);
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/spaces/:zone/:slug',
      reads: 'replica',
      summary: 'One space in full, with its extras and day rates',
      tag: 'spaces',
      auth: 'optional',
      params: spaceDetailParamsSchema,
      responses: { 200: { description: 'The space.', schema: spaceDetailSchema }, 404: errorSchemaNote },
    },
    async ({ c, params, user, db }) => {
      const detail = await findSpaceDetail(db, params.zone, params.slug, {
        locale: contentLocale(c),
        userId: user?.id ?? null,
      });
      if (!detail) throw notFound('Space');
      return c.json(detail);
    },
  );
}
