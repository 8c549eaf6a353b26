import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'next-i18next/pages';
import Router from 'next/router';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { refreshEmailVerification, useAuth } from '../../../lib/auth/auth-context';
import { QueryLayer } from '../../../lib/query-layer';
import { safeContinueUrl } from '../auth-events';
import { resendEmailVerification } from '../identity/identity-actions';

/** How often an open page asks whether the link was opened elsewhere (another tab, a phone). */
const POLL_MS = 4_000;

/**
 * Until an e-mail/password user has opened the verification link, invitations to their address
 * wait (docs/business-rules.md §5): this says so, offers to send the link again, and picks up the
 * verification by itself, without a new sign-in; then goes on to `continueUrl` if the page has one.
 */
export function VerifyEmailBanner() {
  // Lazily loaded into the layout, above any screen's cache layer: it brings its own (one cache per tab).
  return (
    <QueryLayer>
      <Banner />
    </QueryLayer>
  );
}

function Banner() {
  const { t, i18n } = useTranslation('auth');
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const waiting = Boolean(
    user && !user.emailVerified && user.providerData.some((p) => p.providerId === 'password'),
  );

  useEffect(() => {
    if (!waiting) return;
    let active = true;
    let timer: number | undefined;
    let asking = false;
    // One question at a time, the next one scheduled after the answer: never a burst of them.
    const check = () => {
      window.clearTimeout(timer);
      if (!active || asking) return;
      if (document.visibilityState !== 'visible') {
        timer = window.setTimeout(check, POLL_MS);
        return;
      }
      asking = true;
      refreshEmailVerification()
        .then((verified) => {
          // Not `!active`: the fresh token itself ends this effect (the user is now verified, the
          // banner no longer waits) before this answer arrives, and what follows must still happen.
          if (!verified) return;
          active = false;
          toast.success(t('verifyEmail.done'));
          // What the API refused before the verification (an invited account, events) now answers.
          void queryClient.invalidateQueries();
          // Signed up from an invitation's link: on to the page it was for (an event, the dashboard).
          const continueUrl = safeContinueUrl(
            new URLSearchParams(window.location.search).get('continueUrl') ?? undefined,
          );
          if (continueUrl) void Router.push(continueUrl);
        })
        .catch(() => {
          // Offline for a moment: the next turn asks again.
        })
        .finally(() => {
          asking = false;
          if (active) timer = window.setTimeout(check, POLL_MS);
        });
    };
    timer = window.setTimeout(check, POLL_MS);
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      active = false;
      window.clearTimeout(timer);
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [waiting, queryClient, t]);

  if (!waiting || !user) return null;
  const resend = async () => {
    setSending(true);
    try {
      await resendEmailVerification(i18n.language);
      toast.success(t('verifyEmail.sent', { email: user.email }));
    } catch {
      toast.error(t('verifyEmail.notSent'));
    } finally {
      setSending(false);
    }
  };
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-ink-900"
    >
      <p>{t('verifyEmail.text', { email: user.email })}</p>
      <Button variant="secondary" size="small" loading={sending} onClick={() => void resend()}>
        {t('verifyEmail.resend')}
      </Button>
    </div>
  );
}
