import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import type { EventDetail } from '../../../contracts/events';
import { apiErrorKeys } from '../utils/api-error-keys';
import { useRespondToInvitation } from '../api/respond-to-invitation';

const isAnswer = (value: unknown): value is 'accepted' | 'declined' =>
  value === 'accepted' || value === 'declined';

/**
 * A guest's answer to the invitation, which they may change until the event starts. The
 * invitation's "I'm coming" / "I can't come" links come here with `?answer=`: given once signed
 * in, then taken off the address.
 */
export function InvitationAnswer({ event, open }: { event: EventDetail; open: boolean }) {
  const { t } = useTranslation(['events', 'errors']);
  const router = useRouter();
  const respond = useRespondToInvitation(event.id);
  const answer = event.my_response;
  const choose = (response: 'accepted' | 'declined') =>
    respond.mutate(response, {
      onSuccess: () =>
        toast.success(
          t(response === 'accepted' ? 'detail.answer.acceptedToast' : 'detail.answer.declinedToast'),
        ),
      onError: (error) => toast.error(t(apiErrorKeys(error))),
    });
  const fromLink = router.query.answer;
  const given = useRef(false);
  useEffect(() => {
    if (given.current || !answer || !isAnswer(fromLink)) return;
    given.current = true;
    if (open && fromLink !== answer) choose(fromLink);
    const { answer: _given, ...rest } = router.query;
    void router.replace({ pathname: router.pathname, query: rest }, undefined, { shallow: true });
    // Once, for the link the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer, fromLink, open]);
  if (!answer) return null;
  return (
    <section
      aria-labelledby="event-answer"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100"
    >
      <h2 id="event-answer" className="font-semibold text-ink-900">
        {t('detail.answer.title')}
      </h2>
      <p role="status" className="mt-1 text-sm text-ink-700">
        {t(`detail.answer.${answer}`)}
      </p>
      {open && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            variant={answer === 'accepted' ? 'primary' : 'secondary'}
            aria-pressed={answer === 'accepted'}
            loading={respond.isPending && respond.variables === 'accepted'}
            onClick={() => choose('accepted')}
          >
            {t('detail.answer.accept')}
          </Button>
          <Button
            variant={answer === 'declined' ? 'primary' : 'secondary'}
            aria-pressed={answer === 'declined'}
            loading={respond.isPending && respond.variables === 'declined'}
            onClick={() => choose('declined')}
          >
            {t('detail.answer.decline')}
          </Button>
        </div>
      )}
    </section>
  );
}
