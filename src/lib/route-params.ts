const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A route's id parameter when it is a UUID (bookings, events, overstays), else undefined: pages
 * answer 404 at once instead of asking the API about an id that cannot exist.
 */
export function uuidParam(value: string | string[] | undefined): string | undefined {
  const id = String(value ?? '');
  return UUID.test(id) ? id : undefined;
}
