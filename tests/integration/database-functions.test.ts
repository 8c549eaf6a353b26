import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { createTestDatabase, testDatabaseKinds } from '../helpers/test-database';

// Every function of the database has its current definition in one file of src/server/db/functions/
// (applied after the migrations), named after it: none is known only by reading migrations in order.

const folder = 'src/server/db/functions';
/** Left by an older release, unused since: dropped by the next release's migration (expand, then contract). */
const RETIRED = ['written_or_stale'];

const defined = fs
  .readdirSync(folder)
  .filter((file) => file.endsWith('.sql'))
  .map((file) => {
    const name = /CREATE OR REPLACE FUNCTION "(\w+)"/.exec(
      fs.readFileSync(path.join(folder, file), 'utf8'),
    )?.[1];
    return { file, name };
  });

describe.each(testDatabaseKinds())('database functions, on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('are each defined in a file of their own, named after them', () => {
    for (const { file, name } of defined) expect(file).toBe(`${name?.replaceAll('_', '-')}.sql`);
  });

  it('are exactly those the folder defines, besides extensions’ own', async () => {
    const result = await database.db.execute(sql`select p.proname as name from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`);
    const names = (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
    expect(names.filter((name) => !RETIRED.includes(name)).sort()).toEqual(
      defined.map(({ name }) => name).sort(),
    );
  });
});
