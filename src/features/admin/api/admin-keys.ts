import type { AdminBookingSearch } from '../../../contracts/admin';

export type UserFilters = { q?: string; status?: 'enabled' | 'suspended' };
export type BookingFilters = Partial<Pick<AdminBookingSearch, 'q' | 'day' | 'status'>> & { offset: number };
export type CouponFilters = { q?: string; offset: number };
export type AuditFilters = { offset: number };

/** Query keys of the back office, from one place so that writes refresh the right lists. */
export const adminKeys = {
  all: ['admin'] as const,
  users: (filters?: UserFilters) =>
    filters ? (['admin', 'users', filters] as const) : (['admin', 'users'] as const),
  user: (id: string) => ['admin', 'user', id] as const,
  bookings: (filters?: BookingFilters) =>
    filters ? (['admin', 'bookings', filters] as const) : (['admin', 'bookings'] as const),
  booking: (id: string) => ['admin', 'booking', id] as const,
  cancellationQuote: (id: string) => ['admin', 'booking', id, 'cancellation'] as const,
  coupons: (filters?: CouponFilters) =>
    filters ? (['admin', 'coupons', filters] as const) : (['admin', 'coupons'] as const),
  audit: (filters?: AuditFilters) =>
    filters ? (['admin', 'audit', filters] as const) : (['admin', 'audit'] as const),
  zones: () => ['admin', 'zones'] as const,
  // Without filters: every page of the list, for a write to mark stale. A space's photos and
  // closures sit under its detail, so refreshing the detail refreshes them too.
  spaces: (filters?: object) =>
    filters ? (['admin', 'spaces', 'list', filters] as const) : (['admin', 'spaces', 'list'] as const),
  space: (id: string) => ['admin', 'spaces', 'detail', id] as const,
  spacePhotos: (id: string) => ['admin', 'spaces', 'detail', id, 'photos'] as const,
  spaceClosures: (id: string) => ['admin', 'spaces', 'detail', id, 'closures'] as const,
};

/** A request's query string without the filters left empty. */
export const definedParams = (params: Record<string, string | number | undefined>) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''));
