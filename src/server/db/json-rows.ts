import { getTableColumns, type Table } from 'drizzle-orm';

/** A JSON value of a statement: parsed by PostgreSQL's driver, text from some others. */
export const parsedJson = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/**
 * Rows a statement aggregated with json_agg / row_to_json, typed as Drizzle would have read them:
 * each column from its SQL name through the column's own decoder (timestamps become dates).
 */
export function rowsFromJson<T extends Table>(
  table: T,
  json: readonly Record<string, unknown>[],
): T['$inferSelect'][] {
  const columns = Object.entries(getTableColumns(table));
  return json.map(
    (row) =>
      Object.fromEntries(
        columns.map(([key, column]) => [
          key,
          row[column.name] == null ? null : column.mapFromDriverValue(row[column.name]),
        ]),
      ) as T['$inferSelect'],
  );
}
