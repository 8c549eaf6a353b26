import { useTranslation } from 'next-i18next/pages';
import { useCallback } from 'react';

/**
 * docs/product.md §5: the message of a field error is looked up, in the errors namespace, by
 * `<last path element of the field>.<code>` (e.g. errors:email.did_you_mean), then by the bare code
 * (errors:<code>), then the validator's own message, which is itself a key when it looks like one
 * (the schemas of src/contracts carry keys such as errors:forms.invalidEmail).
 */

/** What react-hook-form (FieldError), an API error detail or a resolver gives us about one field. */
export type FormErrorLike = {
  /** The validator's error code (react-hook-form's `type`, a zod issue code, an API detail code). */
  type?: string;
  code?: string;
  /** A more precise code than `type` when the validator provides one; it wins over `type`. */
  customCode?: string;
  /** The validator's default message, or a translation key. */
  message?: string;
};

/** i18next's `t` as this module uses it: several candidate keys, the first that exists wins. */
export type Translate = (keys: string[], options: Record<string, unknown>) => string;

export const ERRORS_NAMESPACE = 'errors';
const GENERIC_KEY = `${ERRORS_NAMESPACE}:generic`;

// "errors:forms.invalidEmail" or "forms.invalidEmail": no spaces, dotted or namespaced.
const KEY_PATTERN = /^(?:[\w-]+:[\w-]+(?:\.[\w-]+)*|[\w-]+(?:\.[\w-]+)+)$/;

export function looksLikeTranslationKey(text: string): boolean {
  return KEY_PATTERN.test(text);
}

/** "billing_address.postal_code" → "postal_code", "body.guests.0.email" → "email". */
export function lastPathElement(field: string): string {
  const parts = field.split(/[.[\]]+/).filter((part) => part !== '' && !/^\d+$/.test(part));
  return parts.at(-1) ?? field;
}

const withNamespace = (key: string) => (key.includes(':') ? key : `${ERRORS_NAMESPACE}:${key}`);

/** The candidate keys, most specific first (exported for tests and for callers that need `exists`). */
export function formErrorKeys(field: string, error: FormErrorLike): string[] {
  const code = error.customCode ?? error.type ?? error.code;
  const keys: string[] = [];
  if (code) keys.push(`${ERRORS_NAMESPACE}:${lastPathElement(field)}.${code}`, `${ERRORS_NAMESPACE}:${code}`);
  if (error.message && looksLikeTranslationKey(error.message)) keys.push(withNamespace(error.message));
  return keys;
}

/**
 * The translated message for a field error, or undefined when there is no error. `values` fills
 * placeholders (e.g. { suggestion } for errors:email.did_you_mean).
 */
export function formErrorMessage(
  t: Translate,
  field: string,
  error: FormErrorLike | undefined,
  values: Record<string, unknown> = {},
): string | undefined {
  if (!error) return undefined;
  const keys = formErrorKeys(field, error);
  const plainMessage = error.message && !looksLikeTranslationKey(error.message) ? error.message : undefined;
  // Nothing matched and no readable default: say something rather than show a bare key.
  const defaultValue = plainMessage ?? t([GENERIC_KEY], values);
  if (keys.length === 0) return defaultValue;
  return t(keys, { ...values, defaultValue });
}

/** formErrorMessage bound to the current language: `message('email', errors.email)`. */
export function useFormErrorMessage() {
  const { t } = useTranslation(ERRORS_NAMESPACE);
  return useCallback(
    (field: string, error: FormErrorLike | undefined, values?: Record<string, unknown>) =>
      formErrorMessage((keys, options) => t(keys, options), field, error, values),
    [t],
  );
}
