/**
 * docs/product.md §4 derived flags of the profile screens, from the GET /me and GET /account
 * answers. Plain shapes so that the rule needs neither the contracts' zod nor the server.
 */
type Text = string | null | undefined;

export type PersonalInfo = { email?: Text; first_name?: Text; last_name?: Text; phone?: Text };
export type BillingAddress = { address?: Text; city?: Text; country?: Text; postal_code?: Text };
export type AccountInfo = { billing_address?: BillingAddress | null; business?: unknown };

export type ProfileFlags = {
  personalInfoIncomplete: boolean;
  billingIncomplete: boolean;
  profileIncomplete: boolean;
  profileEmpty: boolean;
  isBusinessAccount: boolean;
};

const PERSONAL_FIELDS = ['email', 'last_name', 'first_name', 'phone'] as const;
const BILLING_FIELDS = ['city', 'country', 'postal_code', 'address'] as const;

// A form left with spaces is as empty as one never filled.
const isMissing = (value: Text) => value === null || value === undefined || value.trim() === '';

function missingFields(
  me: PersonalInfo | null | undefined,
  account: AccountInfo | null | undefined,
): boolean[] {
  const address = account?.billing_address;
  return [
    ...PERSONAL_FIELDS.map((key) => isMissing(me?.[key])),
    ...BILLING_FIELDS.map((key) => isMissing(address?.[key])),
  ];
}

export function isPersonalInfoIncomplete(me: PersonalInfo | null | undefined): boolean {
  return PERSONAL_FIELDS.some((key) => isMissing(me?.[key]));
}

export function isBillingIncomplete(account: AccountInfo | null | undefined): boolean {
  const address = account?.billing_address;
  return BILLING_FIELDS.some((key) => isMissing(address?.[key]));
}

export function isBusinessAccount(account: AccountInfo | null | undefined): boolean {
  return Boolean(account?.business);
}

export function profileFlags(
  me: PersonalInfo | null | undefined,
  account: AccountInfo | null | undefined,
): ProfileFlags {
  const personalInfoIncomplete = isPersonalInfoIncomplete(me);
  const billingIncomplete = isBillingIncomplete(account);
  return {
    personalInfoIncomplete,
    billingIncomplete,
    profileIncomplete: personalInfoIncomplete || billingIncomplete,
    profileEmpty: missingFields(me, account).every(Boolean),
    isBusinessAccount: isBusinessAccount(account),
  };
}
