import { useTranslation } from 'next-i18next/pages';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import type { AdminBookingDetail } from '../../../contracts/admin';
import { toLocale } from '../../../lib/locale';
import { useApiErrorMessage } from '../../../lib/use-api-error-message';
import { useResendMessage } from '../api/resend-message';
import { formatInstant } from '../utils/format';
import { AdminSection } from './admin-section';

type Message = AdminBookingDetail['messages'][number];

/** The e-mails of the booking and how their delivery went; each can be sent again. */
export function BookingMessages({ bookingId, messages }: { bookingId: string; messages: Message[] }) {
  const { t } = useTranslation('admin');
  return (
    <AdminSection title={t('booking.messages')}>
      {messages.length === 0 ? (
        <p className="text-sm text-ink-700">{t('booking.noMessages')}</p>
      ) : (
        <ul aria-label={t('booking.messages')} className="divide-y divide-brand-100 text-sm">
          {messages.map((message) => (
            <MessageRow key={message.id} bookingId={bookingId} message={message} />
          ))}
        </ul>
      )}
    </AdminSection>
  );
}

function MessageRow({ bookingId, message }: { bookingId: string; message: Message }) {
  const { t, i18n } = useTranslation('admin');
  const locale = toLocale(i18n.language);
  const apiError = useApiErrorMessage();
  const resend = useResendMessage(bookingId);
  const kind = t(`booking.messageKinds.${message.kind}`, { defaultValue: message.kind });

  const send = async () => {
    try {
      await resend.mutateAsync(message.id);
      toast.success(t('booking.resent', { kind, recipient: message.recipient }));
    } catch (error) {
      toast.error(apiError(error));
    }
  };

  return (
    <li
      aria-label={`${kind}, ${message.recipient}`}
      className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <p className="font-medium text-ink-900">{kind}</p>
        <p className="break-all text-ink-700">{message.recipient}</p>
        <p className="text-ink-500">
          {t(`booking.messageStatuses.${message.status}`, { defaultValue: message.status })}
          {' · '}
          {message.sent_at
            ? t('booking.sentAt', { at: formatInstant(message.sent_at, locale) })
            : t('booking.queuedAt', { at: formatInstant(message.created_at, locale) })}
          {message.attempts > 1 && ` · ${t('booking.attempts', { count: message.attempts })}`}
        </p>
      </div>
      <Button variant="secondary" size="small" loading={resend.isPending} onClick={() => void send()}>
        {t('booking.resend')}
      </Button>
    </li>
  );
}
