import { z } from 'zod';
import { localeSchema } from '../../contracts/me';
import { phoneSchema } from '../../contracts/phone';

// Apart from the other account forms: the phone schema brings libphonenumber's metadata (about
// 29 kB gzipped), which only the personal-info form needs.
const REQUIRED = 'errors:forms.required';
const required = (max: number) =>
  z.string().trim().min(1, { error: REQUIRED }).max(max, { error: 'errors:forms.tooLong' });

export const personalInfoFormSchema = z.object({
  first_name: required(100),
  last_name: required(100),
  // The API's own phone schema: the form sends what PATCH /me keeps, in E.164.
  phone: phoneSchema,
  locale: localeSchema,
});
export type PersonalInfoInput = z.input<typeof personalInfoFormSchema>;
export type PersonalInfoValues = z.output<typeof personalInfoFormSchema>;
