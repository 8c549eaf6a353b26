import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import { calendarFileName } from '../domain/calendar-file-name';
import { downloadCalendar } from '../lib/download-calendar';
import { toast } from '../lib/toast';
import { Button, type ButtonSize } from './ui/button';

type CalendarDownloadButtonProps = {
  /** The API's path of the file: `/events/{id}/calendar.ics` or `/bookings/{id}/calendar.ics`. */
  path: string;
  /** The space's slug and the first event's day name the file, as the API does. */
  slug: string;
  day: string;
  size?: ButtonSize;
  children: ReactNode;
};

/**
 * Saves the .ics the API writes for an event or a booking (the same writer as the e-mails'
 * invitations and the feed), busy while it downloads; a failure is said in a toast.
 */
export function CalendarDownloadButton({ path, slug, day, size, children }: CalendarDownloadButtonProps) {
  const { t } = useTranslation('common');
  const download = useMutation({
    mutationFn: () => downloadCalendar(path, calendarFileName(slug, day)),
    onError: () => toast.error(t('calendarFile.downloadFailed')),
  });
  return (
    <Button variant="secondary" size={size} loading={download.isPending} onClick={() => download.mutate()}>
      {children}
    </Button>
  );
}
