/**
 * Desks of a desk space are numbered from 1 to its capacity; the database writes a set of them as
 * a multirange, '{[1,3),[5,6)}' for desks 1, 2 and 5 (events.seats, migration 0023).
 */
export function parseSeats(seats: string): number[] {
  const numbers: number[] = [];
  for (const [, lower, upper] of seats.matchAll(/\[(\d+),(\d+)\)/g)) {
    for (let seat = Number(lower); seat < Number(upper); seat++) numbers.push(seat);
  }
  return numbers;
}

/** How many of a space's `desks` none of the given seat sets takes. */
export function desksLeft(desks: number, taken: readonly string[]): number {
  const busy = new Set(taken.flatMap(parseSeats).filter((seat) => seat >= 1 && seat <= desks));
  return desks - busy.size;
}
