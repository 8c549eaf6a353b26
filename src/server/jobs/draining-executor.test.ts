import { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import { afterAll, expect, it } from 'vitest';
import { drainingExecutor } from './draining-executor';
import { pgliteExecutor } from './pglite-executor';

const pglite = new PGlite();
afterAll(() => pglite.close());

it('answers pg-boss after it closed without reaching the database, in the shapes pg-boss reads', async () => {
  const executor = drainingExecutor(pgliteExecutor(pglite));
  expect((await executor.executeSql('select $1::int as n', [1])).rows).toEqual([{ n: 1 }]);
  await executor.close();
  // A job completed as the engine stops: pg-boss reads the command's answer as a count of rows.
  const boss = new PgBoss({ db: executor, schema: 'never_created' });
  await expect(boss.complete('some-queue', '00000000-0000-4000-8000-000000000001')).resolves.toMatchObject({ affected: 0 });
  // A fetch finds nothing to do.
  expect((await executor.executeSql('select * from never_created.job where name = $1', ['some-queue'])).rows).toEqual([]);
});
