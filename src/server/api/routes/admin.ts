import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  adminBookingDetailSchema,
  adminBookingPageSchema,
  adminBookingSearchSchema,
  adminCancelSchema,
  adminCouponCreateSchema,
  adminCouponSchema,
  adminCouponSearchSchema,
  adminUserDetailSchema,
  adminUserPageSchema,
  adminUserSchema,
  adminUserSearchSchema,
  auditEntrySchema,
  auditQuerySchema,
  staffRoleChangeSchema,
} from '../../../contracts/admin';
import { cancelBooking } from '../../lifecycle/cancel';
import { bookingForStaff, resendMessage, searchBookings } from '../../services/staff-bookings';
import { createCoupon, expireCoupon, listCoupons } from '../../services/staff-coupons';
import {
  readAudit,
  searchUsers,
  setStaffRole,
  setUserStatus,
  userForStaff,
} from '../../services/staff-users';
import type { ApiEnv } from '../context';
import { requestLocale } from '../locale';
import { defineRoute, uuidParam } from '../define-route';

const TAG = 'Back office';
const userParams = z.object({ id: uuidParam('user') });
const bookingParams = z.object({ id: uuidParam('booking') });
const couponParams = z.object({ id: uuidParam('coupon code') });
const messageParams = z.object({ id: uuidParam('booking'), messageId: uuidParam('message') });
/** A change of a user's status or role: never one's own, a staff member's by a super_admin alone. */
const userChange = {
  403: { description: 'SUPER_ADMIN_ONLY: only a super_admin changes a staff member.' },
  422: { description: 'CANNOT_CHANGE_SELF: staff do not change their own status or role.' },
};

/** /v1/admin/*: the back office (docs/business-rules.md §7). Every write leaves its line in the audit log. */
export function registerAdminRoutes(app: OpenAPIHono<ApiEnv>): void {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/admin/users',
      operationId: 'adminListUsers',
      summary: 'Users',
      description: 'A page of users by a part of their e-mail or name, status and role, newest first.',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      query: adminUserSearchSchema,
      responses: { 200: { description: 'A page of users', schema: adminUserPageSchema } },
    },
    async ({ c, db, query }) => c.json(await searchUsers(db, query)),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/admin/users/:id',
      operationId: 'adminGetUser',
      summary: 'A user',
      description: 'A user with their account and their 20 latest bookings as organizer.',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      params: userParams,
      responses: { 200: { description: 'The user', schema: adminUserDetailSchema } },
    },
    async ({ c, db, params }) => c.json(await userForStaff(db, params.id)),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/admin/users/:id/suspend',
      operationId: 'adminSuspendUser',
      summary: 'Suspend a user',
      description:
        'Suspends a user: every write of theirs is refused from then on, reads still answered; audited.',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      params: userParams,
      responses: { 200: { description: 'The user, suspended', schema: adminUserSchema }, ...userChange },
    },
    async ({ c, db, user, params }) => c.json(await setUserStatus(db, user, params.id, 'suspended')),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/admin/users/:id/enable',
      operationId: 'adminEnableUser',
      summary: 'Enable a user',
      description: 'Lets a suspended user write again; audited.',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      params: userParams,
      responses: { 200: { description: 'The user, enabled', schema: adminUserSchema }, ...userChange },
    },
    async ({ c, db, user, params }) => c.json(await setUserStatus(db, user, params.id, 'enabled')),
  );

  defineRoute(
    app,
    {
      method: 'put',
      path: '/admin/users/:id/staff-role',
      operationId: 'adminSetStaffRole',
      summary: 'Give or take a staff role',
      description:
        'Makes a user admin or super_admin, or takes their staff role away with null (they are then what their account makes them); for a super_admin, audited.',
      tag: TAG,
      auth: 'required',
      staff: 'super_admin',
      params: userParams,
      body: staffRoleChangeSchema,
      responses: {
        200: { description: 'The user with their new role', schema: adminUserSchema },
        422: {
          description: `${userChange[422].description} USER_DELETED: the user’s account was deleted.`,
        },
      },
    },
    async ({ c, db, user, params, body }) => c.json(await setStaffRole(db, user, params.id, body.role)),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/admin/bookings',
      operationId: 'adminListBookings',
      summary: 'Bookings',
      description:
        'A page of bookings by a part of the organizer’s e-mail or name or of the space’s title, day and status, newest first.',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      query: adminBookingSearchSchema,
      responses: { 200: { description: 'A page of bookings', schema: adminBookingPageSchema } },
    },
    async ({ c, db, query }) => c.json(await searchBookings(db, query, requestLocale(c))),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/admin/bookings/:id',
      operationId: 'adminGetBooking',
      summary: 'A booking',
      description: 'A booking in full for staff: its organizer, guests, payments, history and messages.',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      params: bookingParams,
      responses: { 200: { description: 'The booking', schema: adminBookingDetailSchema } },
    },
    async ({ c, db, params }) => c.json(await bookingForStaff(db, params.id, requestLocale(c))),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/admin/bookings/:id/cancel',
      operationId: 'adminCancelBooking',
      summary: 'Cancel a booking',
      description:
        'Cancels a customer’s booking that has not started, refunding what the policy gives or everything paid; audited.',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      params: bookingParams,
      body: adminCancelSchema,
      responses: {
        200: { description: 'The booking, cancelled', schema: adminBookingDetailSchema },
        409: {
          description:
            'NOT_CHANGEABLE: the booking can no longer be cancelled. PAYMENT_IN_PROGRESS: a payment of it is under way.',
        },
        422: { description: 'ALREADY_STARTED: the booking has started.' },
      },
    },
    async ({ c, db, user, params, body, deps }) => {
      await cancelBooking(db, user, params.id, deps, { refund: body.refund, audit: true });
      return c.json(await bookingForStaff(db, params.id, requestLocale(c)));
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/admin/bookings/:id/messages/:messageId/resend',
      operationId: 'adminResendMessage',
      summary: 'Send a message again',
      description:
        'Queues an e-mail the booking sent (a confirmation, a receipt…) to be sent again; audited.',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      params: messageParams,
      responses: {
        202: { description: 'Queued: it leaves with the next delivery' },
        404: {
          description: 'NOT_FOUND: no such booking, no such message of it, or the caller is not staff.',
        },
      },
    },
    async ({ c, db, user, params }) => {
      await resendMessage(db, user, params.id, params.messageId);
      return c.body(null, 202);
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/admin/coupons',
      operationId: 'adminListCoupons',
      summary: 'Coupon codes',
      description:
        'The coupon codes by a part of their letters, newest first, with their uses and reservations.',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      query: adminCouponSearchSchema,
      responses: { 200: { description: 'Codes, newest first', schema: z.array(adminCouponSchema) } },
    },
    async ({ c, db, query }) => c.json(await listCoupons(db, query)),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/admin/coupons',
      operationId: 'adminCreateCoupon',
      summary: 'Create a coupon code',
      description:
        'Creates a coupon code, an amount or a percentage off, public or for one account, with its dates, minimum and number of uses; audited.',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      body: adminCouponCreateSchema,
      responses: {
        201: { description: 'The code', schema: adminCouponSchema },
        404: { description: 'NOT_FOUND: no account has the account_id given, or the caller is not staff.' },
        409: { description: 'COUPON_CODE_TAKEN: a code with these letters exists.' },
      },
    },
    async ({ c, db, user, body }) => c.json(await createCoupon(db, user, body), 201),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/admin/coupons/:id/expire',
      operationId: 'adminExpireCoupon',
      summary: 'End a coupon code',
      description:
        'Ends a coupon code now: it is refused from then on; ending an ended code changes nothing.',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      params: couponParams,
      responses: { 200: { description: 'The code, ended', schema: adminCouponSchema } },
    },
    async ({ c, db, user, params, deps }) => c.json(await expireCoupon(db, user, params.id, deps.now())),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/admin/audit',
      operationId: 'adminListAudit',
      summary: 'Audit log',
      description:
        'Every write of staff, newest first, with who made it and the target before and after, optionally of one target; for a super_admin.',
      tag: TAG,
      auth: 'required',
      staff: 'super_admin',
      query: auditQuerySchema,
      responses: { 200: { description: 'Audit entries', schema: z.array(auditEntrySchema) } },
    },
    async ({ c, db, query }) => c.json(await readAudit(db, query)),
  );
}
