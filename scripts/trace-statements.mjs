// Loaded with `--import` before scripts/bench-api.ts (the README's bench:api row has the command):
// counts the SQL statements the process sends through `pg`, by their first 110 characters, and
// prints the most frequent on exit (stderr). With BENCH_CONNECTIONS=1 and BENCH_PARTS=lifecycle, each count divided
// by the calls made is what one hold, payment or cancellation costs in round trips.
import { createRequire } from 'node:module';

const pg = createRequire(`${process.cwd()}/package.json`)('pg');
const counts = new Map();
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(config, values, callback) {
  const text = typeof config === 'string' ? config : (config?.text ?? '');
  const key = text.replace(/\s+/g, ' ').slice(0, 110);
  counts.set(key, (counts.get(key) ?? 0) + 1);
  return query.call(this, config, values, callback);
};
process.on('exit', () => {
  const rows = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 40);
  for (const [text, count] of rows) process.stderr.write(`${String(count).padStart(8)}  ${text}\n`);
});
