import { run as suggestEmail, POPULAR_DOMAINS, POPULAR_TLDS } from '@zootools/email-spell-checker';
import disposableDomains from 'disposable-email-domains/index.json';
import { z } from 'zod';
import type { EmailCheckResult } from '../../contracts/auth';
import {
  emailVerificationConfigFromEnv,
  verifyEmailRemotely,
  type EmailVerificationConfig,
} from '../integrations/email-verification';

/**
 * docs/product.md §5/§7: before an account is created, is its e-mail address worth it? The external
 * service decides when configured; local checks (syntax, disposable domains, typo of a common
 * domain) answer otherwise, and whenever the service fails.
 */

// Our users are mostly French: their providers are not in the spell checker's (American) list.
const FRENCH_DOMAINS = [
  'gmail.com',
  'hotmail.com',
  'hotmail.fr',
  'outlook.com',
  'outlook.fr',
  'live.fr',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.fr',
  'icloud.com',
  'me.com',
  'orange.fr',
  'wanadoo.fr',
  'free.fr',
  'sfr.fr',
  'neuf.fr',
  'laposte.net',
  'bbox.fr',
  'numericable.fr',
  'aliceadsl.fr',
  'club-internet.fr',
  'gmx.fr',
  'proton.me',
  'protonmail.com',
];
const DOMAINS = [...new Set([...FRENCH_DOMAINS, ...POPULAR_DOMAINS])];
// "mail" is left out of the library's default: it turned gmail.fr into mail.fr.
const SECOND_LEVEL_DOMAINS = [
  'gmail',
  'hotmail',
  'outlook',
  'live',
  'yahoo',
  'orange',
  'wanadoo',
  'free',
  'laposte',
  'icloud',
];
const TOP_LEVEL_DOMAINS = [
  ...new Set(['fr', 'com', 'net', 'org', 'eu', 'be', 'ch', 'io', 'co', ...POPULAR_TLDS]),
];

const emailSyntax = z.email();
let disposable: ReadonlySet<string> | undefined;

function isDisposableDomain(domain: string): boolean {
  // The lookup set (120 000 domains) is built on first use, not when the API starts.
  disposable ??= new Set(disposableDomains);
  const labels = domain.split('.');
  // A subdomain of a disposable domain (x.mailinator.com) is just as disposable.
  for (let i = 0; i < labels.length - 1; i += 1) {
    if (disposable.has(labels.slice(i).join('.'))) return true;
  }
  return false;
}

/** "Jean@GMAIL.com " → "Jean@gmail.com": domains are case-insensitive, local parts are not. */
export function normaliseEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  return at < 0 ? trimmed : `${trimmed.slice(0, at)}@${trimmed.slice(at + 1).toLowerCase()}`;
}

function typoSuggestion(email: string): string | undefined {
  const suggestion = suggestEmail({
    email,
    domains: DOMAINS,
    secondLevelDomains: SECOND_LEVEL_DOMAINS,
    topLevelDomains: TOP_LEVEL_DOMAINS,
  });
  return suggestion && suggestion.full !== email ? suggestion.full : undefined;
}

export function checkEmailLocally(rawEmail: string): EmailCheckResult {
  const email = normaliseEmail(rawEmail);
  const domain = email.slice(email.lastIndexOf('@') + 1);
  // A disposable domain is no typo: yopmail.com is not a misspelt hotmail.com.
  const wellFormed = emailSyntax.safeParse(email).success;
  if (wellFormed && isDisposableDomain(domain)) return { valid: false, reason: 'disposable' };
  const didYouMean = typoSuggestion(email);
  const suggestion = didYouMean ? { did_you_mean: didYouMean } : {};
  if (!wellFormed) return { valid: false, reason: 'invalid', ...suggestion };
  return { valid: true, ...suggestion };
}

type CheckOptions = {
  config?: EmailVerificationConfig | null;
  fetcher?: typeof fetch;
  /** Asked just before a paid verification, with the configured hourly allowance: false → local checks. */
  mayVerifyRemotely?: (perHour: number) => Promise<boolean>;
};

export async function checkEmail(rawEmail: string, options: CheckOptions = {}): Promise<EmailCheckResult> {
  const email = normaliseEmail(rawEmail);
  const local = checkEmailLocally(email);
  const config = options.config === undefined ? emailVerificationConfigFromEnv() : options.config;
  // A malformed or known-disposable address is refused without spending a paid verification on it.
  if (!config || !local.valid) return local;
  if (options.mayVerifyRemotely && !(await options.mayVerifyRemotely(config.perClientPerHour))) return local;
  const remote = await verifyEmailRemotely(email, config, options.fetcher);
  if (!remote) return local;
  const suggestion =
    remote.didYouMean && remote.didYouMean !== email ? { did_you_mean: remote.didYouMean } : {};
  if (remote.disposable) return { valid: false, reason: 'disposable', ...suggestion };
  // risky and unknown pass: refusing a real customer costs more than an unverified address.
  if (remote.state === 'undeliverable') return { valid: false, reason: 'undeliverable', ...suggestion };
  return { valid: true, ...suggestion };
}
