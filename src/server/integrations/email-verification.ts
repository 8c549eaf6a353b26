import { z } from 'zod';
import { log } from '../core/log';

/**
 * The external e-mail verification service (docs/product.md §7): GET <url>?key=…&email=… answering
 * { state, did_you_mean, disposable }. Used only when EMAIL_VERIFICATION_KEY is set; any failure
 * (timeout, error status, unexpected body) yields null so the caller falls back to local checks.
 */
export type EmailVerificationConfig = {
  key: string;
  url: string;
  timeoutMs: number;
  perClientPerHour: number;
};

export const DEFAULT_EMAIL_VERIFICATION_URL = 'https://api.emailable.com/v1/verify';
// The user is waiting on the register button: past this, local checks answer instead.
export const DEFAULT_EMAIL_VERIFICATION_TIMEOUT_MS = 2_500;
// Each verification is paid for: one visitor registering needs a handful, not hundreds.
export const DEFAULT_EMAIL_VERIFICATIONS_PER_CLIENT_PER_HOUR = 20;

const answerSchema = z.object({
  // deliverable | undeliverable | risky | unknown; kept open so a new state is not a failure.
  state: z.string(),
  did_you_mean: z.string().nullish(),
  disposable: z.boolean().nullish(),
});

export type RemoteEmailVerdict = { state: string; didYouMean?: string; disposable: boolean };

/** The service's configuration from the environment, or null when no key is set (local checks only). */
export function emailVerificationConfigFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): EmailVerificationConfig | null {
  const key = env.EMAIL_VERIFICATION_KEY?.trim();
  if (!key) return null;
  const timeout = Number(env.EMAIL_VERIFICATION_TIMEOUT_MS);
  const perHour = env.EMAIL_VERIFICATIONS_PER_CLIENT_PER_HOUR?.trim()
    ? Number(env.EMAIL_VERIFICATIONS_PER_CLIENT_PER_HOUR)
    : NaN;
  return {
    key,
    url: env.EMAIL_VERIFICATION_URL?.trim() || DEFAULT_EMAIL_VERIFICATION_URL,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_EMAIL_VERIFICATION_TIMEOUT_MS,
    perClientPerHour:
      Number.isInteger(perHour) && perHour >= 0 ? perHour : DEFAULT_EMAIL_VERIFICATIONS_PER_CLIENT_PER_HOUR,
  };
}

export async function verifyEmailRemotely(
  email: string,
  config: EmailVerificationConfig,
  fetcher: typeof fetch = fetch,
): Promise<RemoteEmailVerdict | null> {
  const url = new URL(config.url);
  url.searchParams.set('key', config.key);
  url.searchParams.set('email', email);
  try {
    const response = await fetcher(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) {
      log.warn({ status: response.status }, 'e-mail verification service refused: local checks used');
      return null;
    }
    const parsed = answerSchema.safeParse(await response.json());
    if (!parsed.success) {
      log.warn('e-mail verification service answered something unexpected: local checks used');
      return null;
    }
    const { state, did_you_mean: didYouMean, disposable } = parsed.data;
    return { state, disposable: disposable ?? false, ...(didYouMean ? { didYouMean } : {}) };
  } catch (error) {
    // Never log the URL: it carries the key.
    log.warn({ err: error }, 'e-mail verification service unreachable: local checks used');
    return null;
  }
}
