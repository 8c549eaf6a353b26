import { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { drainingExecutor } from './draining-executor';
import { pgliteExecutor } from './pglite-executor';

const pglite = new PGlite();
// Starting the database (seconds, more on a busy machine) belongs to the setup's deadline, not the test's.
beforeAll(() => pglite.waitReady);
afterAll(() => pglite.close());

it('answers pg-boss after it closed without reaching the database, in the shapes pg-boss reads', async () => {
  const executor = drainingExecutor(pgliteExecutor(pglite));
  expect((await executor.executeSql('select $1::int as n', [1])).rows).toEqual([{ n: 1 }]);
  await executor.close();
  // A job completed as the engine stops: pg-boss reads the command's answer as a count of rows.
  const boss = new PgBoss({ db: executor, schema: 'never_created' });
  await expect(boss.complete('some-queue', '00000000-0000-4000-8000-000000000001')).resolves.toMatchObject({
    affected: 0,
  });
  // A fetch finds nothing to do.
  expect(
    (await executor.executeSql('select * from never_created.job where name = $1', ['some-queue'])).rows,
  ).toEqual([]);
});

it('waits, before closing, for a late fetch and the queries its job makes next, so the job is not stranded', async () => {
  // A database that answers in 200 ms, like a fetch under way as pg-boss stops.
  const answered: string[] = [];
  const slow: PgBoss.Db = {
    executeSql: (text) =>
      new Promise((resolve) => setTimeout(() => (answered.push(text), resolve({ rows: [] })), 200)),
  };
  const executor = drainingExecutor(slow);
  // The fetch, then (as its handler would) the next run queued and the job completed.
  void executor
    .executeSql('fetch', [])
    .then(() => executor.executeSql('send next', []).then(() => executor.executeSql('complete', [])));
  await executor.quiet(100, 5_000);
  await executor.close();
  expect(answered).toEqual(['fetch', 'send next', 'complete']);
});
