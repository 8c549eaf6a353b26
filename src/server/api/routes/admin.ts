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
import { defineRoute } from '../define-route';

const TAG = 'Back office';
const idParams = z.object({ id: z.uuid() });
const messageParams = z.object({ id: z.uuid(), messageId: z.uuid() });
const hidden = {
  404: { description: 'Not staff (or no such user)' },
  403: { description: 'ACCOUNT_SUSPENDED, or SUPER_ADMIN_ONLY for a staff target' },
};

/** /v1/admin/*: the back office (docs/business-rules.md §7). Every write leaves its line in the audit log. */
export function registerAdminRoutes(app: OpenAPIHono<ApiEnv>): void {
  defineRoute(
    app,
    {
      method: 'get',
      path: '/admin/users',
      summary: 'Users by e-mail or name, status and role (staff)',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      query: adminUserSearchSchema,
      responses: { 200: { description: 'A page of users', schema: adminUserPageSchema }, ...hidden },
    },
    async ({ c, db, query }) => c.json(await searchUsers(db, query)),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/admin/users/:id',
      summary: 'A user, their account and latest bookings (staff)',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      params: idParams,
      responses: { 200: { description: 'The user', schema: adminUserDetailSchema }, ...hidden },
    },
    async ({ c, db, params }) => c.json(await userForStaff(db, params.id)),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/admin/users/:id/suspend',
      summary: 'Suspend a user: their writes are refused from now on (staff)',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      params: idParams,
      responses: {
        200: { description: 'The user, suspended', schema: adminUserSchema },
        422: { description: 'CANNOT_CHANGE_SELF' },
        ...hidden,
      },
    },
    async ({ c, db, user, params }) => c.json(await setUserStatus(db, user, params.id, 'suspended')),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/admin/users/:id/enable',
      summary: 'Enable a suspended user again (staff)',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      params: idParams,
      responses: {
        200: { description: 'The user, enabled', schema: adminUserSchema },
        422: { description: 'CANNOT_CHANGE_SELF' },
        ...hidden,
      },
    },
    async ({ c, db, user, params }) => c.json(await setUserStatus(db, user, params.id, 'enabled')),
  );

  defineRoute(
    app,
    {
      method: 'put',
      path: '/admin/users/:id/staff-role',
      summary: 'Give a staff role, or take it away with null (super_admin)',
      tag: TAG,
      auth: 'required',
      staff: 'super_admin',
      params: idParams,
      body: staffRoleChangeSchema,
      responses: {
        200: { description: 'The user with their new role', schema: adminUserSchema },
        422: { description: 'CANNOT_CHANGE_SELF, USER_DELETED' },
        ...hidden,
      },
    },
    async ({ c, db, user, params, body }) => c.json(await setStaffRole(db, user, params.id, body.role)),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/admin/bookings',
      summary: 'Bookings by person, space, day and status (staff)',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      query: adminBookingSearchSchema,
      responses: { 200: { description: 'A page of bookings', schema: adminBookingPageSchema }, ...hidden },
    },
    async ({ c, db, query }) => c.json(await searchBookings(db, query, requestLocale(c))),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/admin/bookings/:id',
      summary: 'A booking with its guests, payments, history and messages (staff)',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      params: idParams,
      responses: { 200: { description: 'The booking', schema: adminBookingDetailSchema }, ...hidden },
    },
    async ({ c, db, params }) => c.json(await bookingForStaff(db, params.id, requestLocale(c))),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/admin/bookings/:id/cancel',
      summary: 'Cancel a booking, refunding what the policy gives or everything paid (staff)',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      params: idParams,
      body: adminCancelSchema,
      responses: {
        200: { description: 'The booking, cancelled', schema: adminBookingDetailSchema },
        409: { description: 'NOT_CHANGEABLE, PAYMENT_IN_PROGRESS' },
        422: { description: 'ALREADY_STARTED' },
        ...hidden,
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
      summary: 'Send a message of the booking again (staff)',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      params: messageParams,
      responses: { 202: { description: 'Queued: it leaves with the next delivery' }, ...hidden },
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
      summary: 'The codes, with their uses and reservations (staff)',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      query: adminCouponSearchSchema,
      responses: {
        200: { description: 'Codes, newest first', schema: z.array(adminCouponSchema) },
        ...hidden,
      },
    },
    async ({ c, db, query }) => c.json(await listCoupons(db, query)),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/admin/coupons',
      summary: 'Create a code (staff)',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      body: adminCouponCreateSchema,
      responses: {
        201: { description: 'The code', schema: adminCouponSchema },
        409: { description: 'COUPON_CODE_TAKEN' },
        ...hidden,
      },
    },
    async ({ c, db, user, body }) => c.json(await createCoupon(db, user, body), 201),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/admin/coupons/:id/expire',
      summary: 'End a code now (staff)',
      tag: TAG,
      auth: 'required',
      staff: 'admin',
      params: idParams,
      responses: { 200: { description: 'The code, ended', schema: adminCouponSchema }, ...hidden },
    },
    async ({ c, db, user, params, deps }) => c.json(await expireCoupon(db, user, params.id, deps.now())),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/admin/audit',
      summary: 'The staff’s writes, newest first (super_admin)',
      tag: TAG,
      auth: 'required',
      staff: 'super_admin',
      query: auditQuerySchema,
      responses: { 200: { description: 'Audit entries', schema: z.array(auditEntrySchema) }, ...hidden },
    },
    async ({ c, db, query }) => c.json(await readAudit(db, query)),
  );
}
