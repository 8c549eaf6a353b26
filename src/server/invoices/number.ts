/** A document's number: given when its transaction commits, so always there once it can be read. */
export function numberOf(row: { id: string; number: string | null }): string {
  if (row.number === null) throw new Error(`invoice ${row.id} has no number`);
  return row.number;
}
