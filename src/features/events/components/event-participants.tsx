import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import type { EventDetail } from '../../../contracts/events';
import { useRemoveGuest } from '../api/remove-guest';
import { apiErrorKeys } from '../utils/api-error-keys';

type Participant = EventDetail['participants']['organizer'];

/** A guest sees the other guests' names, not their addresses: one who gave no name is "a guest". */
const nameOfPerson = (person: Participant, unnamed: string) =>
  [person.first_name, person.last_name].filter(Boolean).join(' ') || person.email || unnamed;

/** The organizer, then the guests; the organizer may remove a guest. */
export function EventParticipants({ event, canEdit }: { event: EventDetail; canEdit: boolean }) {
  const { t } = useTranslation(['events', 'errors']);
  const remove = useRemoveGuest(event.id);
  const { organizer, guests } = event.participants;

  const unnamed = t('detail.aGuest');
  const nameOf = (person: Participant) => nameOfPerson(person, unnamed);
  const roleOf = (person: Participant) =>
    person.response ? `${t('guest')} · ${t(`responses.${person.response}`)}` : t('guest');
  const row = (person: Participant, role: string, action?: ReactNode) => (
    <li key={person.id ?? person.email} className="flex items-center gap-3 py-2">
      <Avatar
        label={nameOf(person)}
        firstName={person.first_name}
        lastName={person.last_name}
        photoUrl={person.photo_url}
        role={person.type === 'Organizer' ? 'user' : 'guest'}
        size="small"
      />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-ink-900">{nameOf(person)}</p>
        <p className="truncate text-xs text-ink-500">{role}</p>
      </div>
      {action}
    </li>
  );

  return (
    <section
      aria-labelledby="participants-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100"
    >
      <h2 id="participants-title" className="font-semibold text-ink-900">
        {t('detail.participants')}
      </h2>
      <ul className="mt-2 divide-y divide-brand-100" aria-label={t('detail.participants')}>
        {row(
          organizer,
          t('organizer'),
          // The organizer is the guests' contact for the event.
          !event.is_organizer && organizer.email ? (
            <a href={`mailto:${organizer.email}`} className="text-sm text-brand-700 underline">
              {t('detail.writeToOrganizer')}
            </a>
          ) : undefined,
        )}
        {guests.map((guest) =>
          row(
            guest,
            roleOf(guest),
            canEdit && guest.id ? (
              <Button
                variant="ghost"
                size="small"
                aria-label={t('detail.removeGuest', { name: nameOf(guest) })}
                loading={remove.isPending && remove.variables === guest.id}
                onClick={() =>
                  remove.mutate(guest.id ?? '', {
                    onSuccess: () => toast.success(t('detail.guestRemoved', { email: guest.email })),
                    onError: (error) => toast.error(t(apiErrorKeys(error))),
                  })
                }
              >
                {t('detail.remove')}
              </Button>
            ) : undefined,
          ),
        )}
      </ul>
      {guests.length === 0 && <p className="mt-1 text-sm text-ink-500">{t('detail.noGuests')}</p>}
    </section>
  );
}
