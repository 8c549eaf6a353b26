import type { Availability } from '../../../contracts/spaces';
import { SLOT_STEP, clockString } from '../../../domain/clock';

export type OccurrenceState = 'free' | 'taken' | 'closed';

/**
 * Whether a slot can be held on a day, from that day's availability: every half-hour of it must
 * be a free cell. A missing cell means the space is not open then.
 */
export function occurrenceState(
  availability: Pick<Availability, 'cells'>,
  start: number,
  end: number,
): OccurrenceState {
  const cells = new Map(availability.cells.map((cell) => [cell.start, cell.free]));
  let taken = false;
  for (let minute = start; minute < end; minute += SLOT_STEP) {
    const free = cells.get(clockString(minute));
    if (free === undefined) return 'closed';
    if (!free) taken = true;
  }
  return taken ? 'taken' : 'free';
}
