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
import { defineRoute, uuidParam } from '../define-route';

const TAG = 'Account';
/** Staff name the account they look at; everyone else reads their own. */
const accountQuery = z.object({
  account_id: z.uuid().optional().describe('Staff only: the account to read; the caller’s own otherwise.'),
});
const userParams = z.object({ userId: uuidParam('member') });
const methodParams = z.object({ methodId: uuidParam('saved card') });
const done = { description: 'Done.' };
const forbidden = { description: 'ACCOUNT_ADMIN_ONLY: the caller is not an administrator of the account.' };
const otherAccount = {
  403: { description: 'ACCOUNT_FORBIDDEN: account_id names another account and the caller is not staff.' },
  404: { description: 'NOT_FOUND: no account has this account_id.' },
};

export function registerAccountRoutes(app: OpenAPIHono<ApiEnv>): void {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/account',
      operationId: 'getAccount',
      summary: 'My account',
      description:
        'The signed-in user’s account: personal or business, company name, VAT number and billing address; staff read any account with account_id.',
      tag: TAG,
      auth: 'required',
      query: accountQuery,
      responses: { 200: { description: 'The account.', schema: accountSchema }, ...otherAccount },
    },
    async ({ c, db, user, query }) =>
      c.json(toAccount(user, await readableAccount(db, user, query.account_id))),
  );

  defineRoute(
    app,
    {
      method: 'patch',
      path: '/account',
      operationId: 'updateAccount',
      summary: 'Update the account',
      description:
        'Changes the fields given of the account’s billing details (business or not, company name, VAT number, billing address); for its administrators.',
      tag: TAG,
      auth: 'required',
      body: updateAccountSchema,
      responses: {
        200: { description: 'The updated account.', schema: accountSchema },
        403: forbidden,
        422: { description: 'COMPANY_NAME_REQUIRED: a business account needs a company name.' },
      },
    },
    async ({ c, db, user, body, deps }) => c.json(await updateAccount(db, user, body, deps.now())),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/account/users',
      operationId: 'listAccountUsers',
      summary: 'Members of the account',
      description:
        'Everyone in the account with their role and status, invited ones included; for its administrators, and staff for any account with account_id.',
      tag: TAG,
      auth: 'required',
      query: accountQuery,
      responses: {
        200: { description: 'Members, invited ones included.', schema: z.array(accountUserSchema) },
        403: {
          description: `${forbidden.description} ${otherAccount[403].description}`,
        },
        404: otherAccount[404],
      },
    },
    async ({ c, db, user, query }) => c.json(await listAccountUsers(db, user, query.account_id)),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/account/users',
      operationId: 'inviteAccountUser',
      summary: 'Invite a member',
      description:
        'Adds someone to the account by e-mail with a role and sends them an invitation; they join it when they first sign in with that address. For its administrators.',
      tag: TAG,
      auth: 'required',
      body: inviteUserSchema,
      responses: {
        201: { description: 'The invited member.', schema: accountUserSchema },
        403: forbidden,
        409: { description: 'USER_EXISTS: someone already uses this e-mail address.' },
      },
    },
    async ({ c, db, user, body }) => c.json(await inviteAccountUser(db, user, body), 201),
  );

  defineRoute(
    app,
    {
      method: 'patch',
      path: '/account/users/:userId',
      operationId: 'updateAccountUser',
      summary: 'Change a member’s role or status',
      description:
        'Gives a member of the account another role, or suspends or enables them; for its administrators, never on themselves, the account’s owner or staff.',
      tag: TAG,
      auth: 'required',
      params: userParams,
      body: updateAccountUserSchema,
      responses: {
        200: { description: 'The updated member.', schema: accountUserSchema },
        403: forbidden,
        404: { description: 'NOT_FOUND: no such member of the account.' },
        422: {
          description:
            'CANNOT_CHANGE_SELF: an administrator does not suspend or demote themself. CANNOT_CHANGE_OWNER: nor anyone the account’s owner. CANNOT_CHANGE_STAFF: a staff member keeps their role.',
        },
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
      operationId: 'listPaymentMethods',
      summary: 'Saved cards',
      description: 'The cards saved on the account, the default one first; never their full number.',
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
      operationId: 'addPaymentMethod',
      summary: 'Save a card',
      description:
        'Saves a card on the account: with Stripe, a PaymentMethod confirmed through a SetupIntent; with the offline demo provider, a test card’s number and expiry. For its administrators.',
      tag: TAG,
      auth: 'required',
      body: addPaymentMethodSchema,
      responses: {
        201: { description: 'The saved card.', schema: paymentMethodSchema },
        403: forbidden,
        422: {
          description:
            'CARD_INVALID: not a valid card, or not a confirmed Stripe PaymentMethod. CARD_EXPIRED: the card has expired.',
        },
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
      operationId: 'createSetupIntent',
      summary: 'Start saving a card with Stripe',
      description:
        'A Stripe SetupIntent’s client secret, with which Stripe.js collects and confirms a card before it is saved with addPaymentMethod. For the account’s administrators.',
      tag: TAG,
      auth: 'required',
      responses: {
        200: { description: 'Its client secret.', schema: setupIntentSchema },
        403: forbidden,
        409: { description: 'NOT_AVAILABLE: the payment provider in use saves cards without this step.' },
      },
    },
    async ({ c, db, user, deps }) => c.json(await createSetupIntent(db, user, deps.payments)),
  );

  defineRoute(
    app,
    {
      method: 'delete',
      path: '/account/payment_methods/:methodId',
      operationId: 'deletePaymentMethod',
      summary: 'Remove a card',
      description:
        'Removes a saved card from the account and from the payment provider; for its administrators.',
      tag: TAG,
      auth: 'required',
      params: methodParams,
      responses: {
        204: done,
        403: forbidden,
        404: { description: 'NOT_FOUND: no such card on the account.' },
      },
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
      operationId: 'setDefaultPaymentMethod',
      summary: 'Make a card the default',
      description:
        'Makes a saved card the one payments use unless told otherwise; for the account’s administrators.',
      tag: TAG,
      auth: 'required',
      params: methodParams,
      responses: {
        204: done,
        403: forbidden,
        404: { description: 'NOT_FOUND: no such card on the account.' },
      },
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
      operationId: 'listAccountCodes',
      summary: 'Coupon codes I can use',
      description:
        'The coupon codes given to the account and the public ones running now, each with whether the account has used it.',
      tag: TAG,
      auth: 'required',
      responses: { 200: { description: 'Codes.', schema: z.array(couponCodeSchema) } },
    },
    async ({ c, db, user, deps }) => c.json(await listAccountCodes(db, user, deps.now())),
  );
}
