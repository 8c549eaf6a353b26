import { z } from 'zod';
import { daySchema } from '../../contracts/bookings';
import { parseClock } from '../../domain/clock';
import { MAX_RECURRENCE_WEEKS } from '../../domain/slots';

/**
 * The recurring offer's form (components/recurring-offer.tsx), fetched after the page by its
 * resolver. Messages are keys of the events namespace; the API checks the same bounds (recurrenceSchema).
 */
export const seriesFormSchema = z
  .object({
    day: daySchema,
    weekdays: z.array(z.string()).min(1, 'recurring.errors.weekdays').max(2, 'recurring.errors.weekdays'),
    start: z.string(),
    end: z.string(),
    weeks: z.coerce
      .number()
      .int()
      .min(1, 'recurring.errors.weeks')
      .max(MAX_RECURRENCE_WEEKS, 'recurring.errors.weeks'),
  })
  .refine((values) => (parseClock(values.end) ?? 0) > (parseClock(values.start) ?? 0), {
    path: ['end'],
    message: 'recurring.errors.end',
  });
export type SeriesForm = z.input<typeof seriesFormSchema>;
export type SeriesValues = z.output<typeof seriesFormSchema>;
