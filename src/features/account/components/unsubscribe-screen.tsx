import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { AppLink } from '../../../components/ui/app-link';
import { Button } from '../../../components/ui/button';
import { isUnsubscribePreference, type UnsubscribeLinkQuery } from '../../../contracts/unsubscribe-values';
import { apiErrorOf } from '../../../lib/api-session';
import { useApiErrorMessage } from '../../../lib/use-api-error-message';
import { useUnsubscribe } from '../api/unsubscribe';
import { AccountCard } from './account-section';

/** What the API answers a link that is not (or no longer) one of ours: cut short, altered, its account gone. */
const BROKEN_LINK = ['VALIDATION_ERROR', 'INVALID_SIGNATURE', 'NOT_FOUND'];

/** The link's parts, as they came; the API checks them (the page carries no schema library for it). */
function linkOf(query: Record<string, string | string[] | undefined>): UnsubscribeLinkQuery | null {
  const { user, preference, signature } = query;
  return typeof user === 'string' && typeof signature === 'string' && isUnsubscribePreference(preference)
    ? { user, preference, signature }
    : null;
}

/**
 * /account/unsubscribe?user=…&preference=…&signature=…, where an e-mail's unsubscribe link leads:
 * no sign-in, one button. Following the link changes nothing (mail scanners follow links); the
 * button does.
 */
export function UnsubscribeScreen() {
  const { t } = useTranslation('account');
  const apiError = useApiErrorMessage();
  const { query, isReady } = useRouter();
  const link = linkOf(query);
  const done = useUnsubscribe();
  const code = apiErrorOf(done.error)?.code;
  const broken = (isReady && !link) || (code !== undefined && BROKEN_LINK.includes(code));

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-2xl font-semibold text-ink-900">
        {link ? t(`unsubscribe.${link.preference}.heading`) : t('unsubscribe.heading')}
      </h1>
      <AccountCard className="space-y-4">
        {broken ? (
          <p role="alert" className="text-ink-700">
            {t('unsubscribe.broken')}
          </p>
        ) : done.isSuccess && link ? (
          <p role="status" className="text-ink-900">
            {t(`unsubscribe.${link.preference}.done`)}
          </p>
        ) : link ? (
          <>
            <p className="text-ink-700">{t(`unsubscribe.${link.preference}.intro`)}</p>
            {done.isError ? (
              <p role="alert" className="text-sm text-red-700">
                {apiError(done.error)}
              </p>
            ) : null}
            <Button loading={done.isPending} onClick={() => done.mutate(link)}>
              {t(`unsubscribe.${link.preference}.confirm`)}
            </Button>
          </>
        ) : null}
        <p className="text-sm text-ink-700">
          <AppLink href="/account/notifications" className="font-medium text-brand-700 hover:underline">
            {t('unsubscribe.preferences')}
          </AppLink>
        </p>
      </AccountCard>
    </div>
  );
}
