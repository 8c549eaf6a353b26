import type { ProfileFlags } from '../../../domain/profile-flags';

/** The /account/* pages, in the order the overview lists them. */
export const ACCOUNT_SECTIONS = [
  { id: 'personalInfo', href: '/account/personal-info', flag: 'personalInfoIncomplete' },
  { id: 'billing', href: '/account/billing', flag: 'billingIncomplete' },
  { id: 'invoices', href: '/account/invoices' },
  { id: 'paymentMethods', href: '/account/payment-methods' },
  { id: 'team', href: '/account/team' },
  { id: 'codes', href: '/account/codes' },
  { id: 'notifications', href: '/account/notifications' },
  { id: 'security', href: '/account/security' },
  { id: 'delete', href: '/account/delete' },
] as const satisfies readonly { id: string; href: string; flag?: keyof ProfileFlags }[];

export type AccountSectionId = (typeof ACCOUNT_SECTIONS)[number]['id'];
