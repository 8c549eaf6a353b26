import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  accountSchema,
  accountUserSchema,
  addPaymentMethodSchema,
  couponCodeSchema,
  inviteUserSchema,
  paymentMethodSchema,
  setupIntentSchema,
  updateAccountSchema,
  updateAccountUserSchema,
} from '../../../contracts/account';
import {
  inviteAccountUser,
  listAccountUsers,
  updateAccountUser,
} from '../../services/account-member-service';
import { readableAccount, toAccount, updateAccount } from '../../services/account-service';
import { listAccountCodes } from '../../services/coupon-service';
import {
  addPaymentMethod,
  createSetupIntent,
  deletePaymentMethod,
  listPaymentMethods,
  setDefaultPaymentMethod,
} from '../../services/payment-method-service';
import type { ApiEnv } from '../context';
import { defineRoute } from '../define-route';

const TAG = 'Account';
/** Staff name the account they look at; everyone else reads their own. */
const accountQuery = z.object({ account_id: z.uuid().optional() });
const userParams = z.object({ userId: z.uuid() });
const methodParams = z.object({ methodId: z.uuid() });
const done = { description: 'Done.' };
const forbidden = { description: 'Not an administrator of the account.' };

export function registerAccountRoutes(app: OpenAPIHono<ApiEnv>): void {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/account',
      summary: 'My account (staff: any account, with account_id)',
      tag: TAG,
      auth: 'required',
      query: accountQuery,
      responses: {
        200: { description: 'The account.', schema: accountSchema },
        403: { description: 'Another account.' },
      },
    },
    async ({ c, db, user, query }) =>
      c.json(toAccount(user, await readableAccount(db, user, query.account_id))),
  );

  defineRoute(
    app,
    {
      method: 'patch',
      path: '/account',
      summary: 'Update the account (partial)',
      tag: TAG,
      auth: 'required',
      body: updateAccountSchema,
      responses: {
        200: { description: 'The updated account.', schema: accountSchema },
        403: forbidden,
        422: { description: 'A business account needs a company name.' },
      },
    },
    async ({ c, db, user, body, deps }) => c.json(await updateAccount(db, user, body, deps.now())),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/account/users',
      summary: 'Members of the account (staff: any account, with account_id)',
      tag: TAG,
      auth: 'required',
      query: accountQuery,
      responses: {
        200: { description: 'Members, invited ones included.', schema: z.array(accountUserSchema) },
        403: forbidden,
      },
    },
    async ({ c, db, user, query }) => c.json(await listAccountUsers(db, user, query.account_id)),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/account/users',
      summary: 'Invite someone into the account',
      tag: TAG,
      auth: 'required',
      body: inviteUserSchema,
      responses: {
        201: { description: 'The invited member.', schema: accountUserSchema },
        403: forbidden,
        409: { description: 'The e-mail is taken.' },
      },
    },
    async ({ c, db, user, body }) => c.json(await inviteAccountUser(db, user, body), 201),
  );

  defineRoute(
    app,
    {
      method: 'patch',
      path: '/account/users/:userId',
      summary: "Change a member's role or status",
      tag: TAG,
      auth: 'required',
      params: userParams,
      body: updateAccountUserSchema,
      responses: {
        200: { description: 'The updated member.', schema: accountUserSchema },
        403: forbidden,
        404: { description: 'No such member.' },
      },
    },
    async ({ c, db, user, params, body, deps }) =>
      c.json(await updateAccountUser(db, user, params.userId, body, deps.now())),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/account/payment_methods',
      summary: "The account's saved cards, default first",
      tag: TAG,
      auth: 'required',
      responses: { 200: { description: 'Saved cards.', schema: z.array(paymentMethodSchema) } },
    },
    async ({ c, db, user }) => c.json(await listPaymentMethods(db, user)),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/account/payment_methods',
      summary: 'Save a card (demo provider: test card; Stripe: a confirmed PaymentMethod)',
      tag: TAG,
      auth: 'required',
      body: addPaymentMethodSchema,
      responses: {
        201: { description: 'The saved card.', schema: paymentMethodSchema },
        403: forbidden,
        422: { description: 'Card refused.' },
      },
    },
    async ({ c, db, user, body, deps }) =>
      c.json(await addPaymentMethod(db, user, body, deps.payments, deps.now()), 201),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/account/payment_methods/setup_intent',
      summary: 'Stripe: a SetupIntent to collect a card',
      tag: TAG,
      auth: 'required',
      responses: {
        200: { description: 'Its client secret.', schema: setupIntentSchema },
        403: forbidden,
        409: { description: 'Not with this provider.' },
      },
    },
    async ({ c, db, user, deps }) => c.json(await createSetupIntent(db, user, deps.payments)),
  );

  defineRoute(
    app,
    {
      method: 'delete',
      path: '/account/payment_methods/:methodId',
      summary: 'Remove a card',
      tag: TAG,
      auth: 'required',
      params: methodParams,
      responses: { 204: done, 403: forbidden, 404: { description: 'No such card.' } },
    },
    async ({ c, db, user, params, deps }) => {
      await deletePaymentMethod(db, user, params.methodId, deps.payments);
      return c.body(null, 204);
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/account/payment_methods/:methodId/default',
      summary: 'Make a card the default',
      tag: TAG,
      auth: 'required',
      params: methodParams,
      responses: { 204: done, 403: forbidden, 404: { description: 'No such card.' } },
    },
    async ({ c, db, user, params }) => {
      await setDefaultPaymentMethod(db, user, params.methodId);
      return c.body(null, 204);
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/account/codes',
      summary: "The account's coupon codes and the running public ones",
      tag: TAG,
      auth: 'required',
      responses: { 200: { description: 'Codes.', schema: z.array(couponCodeSchema) } },
    },
    async ({ c, db, user, deps }) => c.json(await listAccountCodes(db, user, deps.now())),
  );
}
