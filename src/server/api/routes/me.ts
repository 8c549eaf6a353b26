import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  favoriteSpaceSchema,
  meSchema,
  onboardingCodeSchema,
  onboardingStepSchema,
} from '../../../contracts/me';
import { updateMeSchema } from '../../../contracts/update-me';
import { addFavorite, listFavorites, removeFavorite } from '../../services/favorite-service';
import { exportFileName, myDataExportSchema } from '../../../contracts/me-export';
import { deleteMe } from '../../services/me-deletion-service';
import { exportMyData } from '../../services/me-export-service';
import { getMe, updateMe } from '../../services/me-service';
import { listOnboarding, markOnboardingStep, unmarkOnboardingStep } from '../../services/onboarding-service';
import type { ApiEnv } from '../context';
import { defineRoute, uuidParam } from '../define-route';
import { requestLocale } from '../locale';

const TAG = 'Me';
const spaceParams = z.object({ id: uuidParam('space') });
const onboardingParams = z.object({ code: onboardingCodeSchema.describe('The step of the checklist.') });
const noContent = { 204: { description: 'Done.' } };

export function registerMeRoutes(app: OpenAPIHono<ApiEnv>): void {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/me',
      operationId: 'getMe',
      summary: 'The signed-in user',
      description:
        'The signed-in user with their role, status, notification settings and account; their first call creates them and a personal account.',
      tag: TAG,
      auth: 'required',
      responses: { 200: { description: 'The user.', schema: meSchema } },
    },
    async ({ c, db, user }) => c.json(await getMe(db, user)),
  );

  defineRoute(
    app,
    {
      method: 'patch',
      path: '/me',
      operationId: 'updateMe',
      summary: 'Update my profile',
      description:
        'Changes the fields given (name, phone, locale, notifications…) and answers the user; the e-mail address belongs to the identity provider and is not changed here.',
      tag: TAG,
      auth: 'required',
      body: updateMeSchema,
      responses: { 200: { description: 'The updated user.', schema: meSchema } },
    },
    async ({ c, db, user, body, deps }) => c.json(await updateMe(db, user, body, deps.now())),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/me/export',
      operationId: 'exportMyData',
      summary: 'Download my data',
      description:
        'Everything the product holds about the signed-in user (profile, account, bookings with their history, payments and invoices…) as one JSON attachment, as the GDPR right of access asks.',
      tag: TAG,
      auth: 'required',
      responses: { 200: { description: 'My data.', schema: myDataExportSchema } },
    },
    async ({ c, db, user, deps }) => {
      const document = await exportMyData(db, user, deps.now());
      c.header('cache-control', 'no-store');
      c.header(
        'content-disposition',
        `attachment; filename="${exportFileName(String(document.exported_at))}"`,
      );
      return c.json(document);
    },
  );

  defineRoute(
    app,
    {
      method: 'delete',
      path: '/me',
      operationId: 'deleteMe',
      summary: 'Delete my account',
      description:
        'Cancels the user’s upcoming bookings (refunded as the policy gives), erases their personal data and identity, and keeps their bookings and payments anonymised, as the law asks.',
      tag: TAG,
      auth: 'required',
      responses: noContent,
    },
    async ({ c, db, user, deps }) => {
      await deleteMe(db, user, deps.now(), { ...deps, refundPolicy: deps.config.refundPolicy });
      return c.body(null, 204);
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/me/favorites',
      operationId: 'listFavorites',
      summary: 'My favorite spaces',
      description: 'The spaces the signed-in user marked as favorites, in the language of Accept-Language.',
      tag: TAG,
      auth: 'required',
      responses: { 200: { description: 'Favorite spaces.', schema: z.array(favoriteSpaceSchema) } },
    },
    async ({ c, db, user }) => c.json(await listFavorites(db, user.id, requestLocale(c))),
  );

  defineRoute(
    app,
    {
      method: 'put',
      path: '/me/favorites/:id',
      operationId: 'addFavorite',
      summary: 'Add a favorite space',
      description: 'Marks a space as a favorite of the signed-in user; marking it again changes nothing.',
      tag: TAG,
      auth: 'required',
      params: spaceParams,
      responses: { ...noContent, 404: { description: 'NOT_FOUND: no such space.' } },
    },
    async ({ c, db, user, params }) => {
      await addFavorite(db, user.id, params.id);
      return c.body(null, 204);
    },
  );

  defineRoute(
    app,
    {
      method: 'delete',
      path: '/me/favorites/:id',
      operationId: 'removeFavorite',
      summary: 'Remove a favorite space',
      description:
        'Removes a space from the signed-in user’s favorites; removing one that is not there changes nothing.',
      tag: TAG,
      auth: 'required',
      params: spaceParams,
      responses: noContent,
    },
    async ({ c, db, user, params }) => {
      await removeFavorite(db, user.id, params.id);
      return c.body(null, 204);
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/me/onboarding',
      operationId: 'listOnboardingSteps',
      summary: 'My onboarding checklist',
      description:
        'Every step of the getting-started checklist, each with whether and when the signed-in user did it.',
      tag: TAG,
      auth: 'required',
      responses: { 200: { description: 'Every step, done or not.', schema: z.array(onboardingStepSchema) } },
    },
    async ({ c, db, user }) => c.json(await listOnboarding(db, user)),
  );

  defineRoute(
    app,
    {
      method: 'put',
      path: '/me/onboarding/:code',
      operationId: 'markOnboardingStep',
      summary: 'Mark an onboarding step done',
      description:
        'Records that the signed-in user did a step of the checklist; marking it again changes nothing.',
      tag: TAG,
      auth: 'required',
      params: onboardingParams,
      responses: noContent,
    },
    async ({ c, db, user, params, deps }) => {
      await markOnboardingStep(db, user.id, params.code, deps.now());
      return c.body(null, 204);
    },
  );

  defineRoute(
    app,
    {
      method: 'delete',
      path: '/me/onboarding/:code',
      operationId: 'unmarkOnboardingStep',
      summary: 'Unmark an onboarding step',
      description: 'Marks a step of the checklist as not done again.',
      tag: TAG,
      auth: 'required',
      params: onboardingParams,
      responses: noContent,
    },
    async ({ c, db, user, params }) => {
      await unmarkOnboardingStep(db, user.id, params.code);
      return c.body(null, 204);
    },
  );
}
