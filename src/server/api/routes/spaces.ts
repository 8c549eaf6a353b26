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

export function registerSpaceRoutes(app: OpenAPIHono<ApiEnv>): void {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/zones',
      reads: 'replica',
      operationId: 'listZones',
      summary: 'Zones served',
      description:
        'The zones (cities) where spaces can be booked, with their centre and number of published spaces; cacheable by shared caches for five minutes.',
      tag: 'Spaces',
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
      operationId: 'listSpaces',
      summary: 'Search the spaces of a zone',
      description:
        'One page of the published spaces of a zone matching the filters, priced per hour; given a day, start and end, only those free then, priced for that slot with its rebates. Signed in, each says whether it is a favorite.',
      tag: 'Spaces',
      auth: 'optional',
      query: spaceSearchQuerySchema,
      responses: {
        200: {
          description: 'One page of matching spaces, priced for the slot.',
          schema: spaceSearchResponseSchema,
        },
        400: {
          description:
            'VALIDATION_ERROR: a field is not valid, or fields that go together are not (start without end, a slot without a day, a slot in the past or over 12 months ahead…); one detail per field.',
        },
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
      operationId: 'getSpaceAvailability',
      summary: 'A space’s availability for a day',
      description:
        'The half-hour cells of a day within the space’s opening hours, each free or taken, with the desks left for a desk space.',
      tag: 'Spaces',
      auth: 'none',
      params: availabilityParamsSchema,
      query: availabilityQuerySchema,
      responses: {
        200: { description: 'Cells within opening hours.', schema: availabilitySchema },
        404: { description: 'NOT_FOUND: no such published space.' },
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
      operationId: 'getSpace',
      summary: 'A space',
      description:
        'A published space in full, by its zone and slug: description, address, photos, opening hours, extras, day rates and latest reviews, in the language of Accept-Language.',
      tag: 'Spaces',
      auth: 'optional',
      params: spaceDetailParamsSchema,
      responses: {
        200: { description: 'The space.', schema: spaceDetailSchema },
        404: { description: 'NOT_FOUND: no such published space in this zone.' },
      },
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
