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
import { defineRoute } from '../define-route';
import { requestLocale } from '../locale';

const TAG = 'Me';
const spaceParams = z.object({ id: z.uuid() });
const onboardingParams = z.object({ code: onboardingCodeSchema });
const noContent = { 204: { description: 'Done.' } };

export function registerMeRoutes(app: OpenAPIHono<ApiEnv>): void {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/me',
      summary: 'The signed-in user',
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
      summary: 'Update the profile (partial); the e-mail belongs to the identity provider',
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
      summary: 'Download my data: everything the product holds about me, as JSON',
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
      summary: 'Delete my account and anonymise my data',
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
      summary: 'My favorite spaces',
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
      summary: 'Add a favorite space',
      tag: TAG,
      auth: 'required',
      params: spaceParams,
      responses: { ...noContent, 404: { description: 'No such space.' } },
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
      summary: 'Remove a favorite space',
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
      summary: 'My onboarding checklist',
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
      summary: 'Mark an onboarding step done',
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
      summary: 'Unmark an onboarding step',
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
