// `npm run test:calendar`: every vitest suite (unit, component, integration), run as if today were
// each of the days below (libfaketime moves the clock of vitest, its workers and the auth emulator
// they start), so a test that only passes on some days fails here on any day.
// `-- --days monday,dst-spring` runs some; `-- --days any` runs one picked at random (CI does, so
// that its runs go through every day in turn); `-- --parallel N` runs N days at once (default: one
// per core, each run's output printed whole).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadEnvFiles } from './lib/load-env';
import { vitestFiles } from './lib/vitest-files';
import { VITEST_RUNS } from './lib/vitest-runs';
import { removeTemporaryDir, temporaryDir } from './lib/temporary-dir';

/** Wall-clock instants in UTC; each is chosen near a boundary a test could trip over. */
const DAYS: Record<string, string> = {
  monday: '2027-01-11 06:20:00', // 07:20 in Paris on a Monday, before the spaces open at 08:00
  wednesday: '2026-11-25 09:00:00', // the day `weekdayAhead(3|4|5)` all fell on one Monday
  friday: '2027-05-14 15:45:00', // a Friday afternoon: "3 days ahead" is a Monday
  saturday: '2027-06-19 21:30:00', // 23:30 in Paris on a Saturday: tomorrow is a Sunday
  sunday: '2027-09-05 22:15:00', // 00:15 on Monday in Paris, still Sunday in UTC
  'dst-spring': '2027-03-28 00:40:00', // last Sunday of March, 01:40 in Paris: clocks jump at 02:00
  'dst-autumn': '2027-10-31 00:20:00', // last Sunday of October, 02:20 CEST: 02:00–03:00 happens twice
  'new-year-eve': '2026-12-31 22:50:00', // 23:50 in Paris on 31 December
  'leap-day': '2028-02-29 11:00:00', // 29 February 2028
};

loadEnvFiles();
const found = ['/usr/bin/faketime', '/usr/local/bin/faketime'].find((file) => fs.existsSync(file));
if (!found) {
  console.error('test:calendar needs libfaketime: `apt-get install -y faketime` (Debian/Ubuntu).');
  process.exit(1);
}
const faketime: string = found;

function chosenDays(): string[] {
  if (!process.argv.includes('--days')) return Object.keys(DAYS);
  const asked = (process.argv[process.argv.indexOf('--days') + 1] ?? '').split(',');
  if (asked.length === 1 && asked[0] === 'any') {
    const names = Object.keys(DAYS);
    return [names[Math.floor(Math.random() * names.length)] ?? 'monday'];
  }
  return asked;
}
const chosen = chosenDays();
const unknown = chosen.filter((name) => !(name in DAYS));
if (unknown.length > 0) {
  console.error(`Unknown day(s): ${unknown.join(', ')}. Known: ${Object.keys(DAYS).join(', ')}, or any`);
  process.exit(1);
}

const resultsDir = path.resolve('.test-results');
fs.mkdirSync(resultsDir, { recursive: true });
const vitest = path.join('node_modules', '.bin', 'vitest');
/** What `npm test`'s vitest step runs: every day must run all of it. */
const expectedFiles = vitestFiles().length;

const cores = Math.max(1, os.availableParallelism());
const parallel = process.argv.includes('--parallel')
  ? Math.max(1, Number(process.argv[process.argv.indexOf('--parallel') + 1]) || 1)
  : Math.min(cores, chosen.length);
const workersPerDay = Math.max(1, Math.floor(cores / parallel));

type Report = { numPassedTests: number; numFailedTests: number; testResults: unknown[] };

/** One vitest run at an instant; its output is kept, so that parallel days do not mix. */
function runAt(instant: string, args: string[], report: string): Promise<{ code: number; output: string }> {
  // Days side by side must not share the embedded database folder the mounted API opens (it is
  // locked to one process): each gets its own, removed afterwards.
  const pgliteDir = temporaryDir('calendar-pglite-');
  return new Promise((resolve) => {
    const child = spawn(
      faketime,
      [
        '-f',
        `@${instant}`,
        vitest,
        'run',
        ...args,
        `--maxWorkers=${workersPerDay}`,
        '--reporter=dot',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        // The clock starts at the instant and runs on from there; timers (monotonic) keep real time.
        env: {
          ...process.env,
          TZ: 'UTC',
          FAKETIME_DONT_FAKE_MONOTONIC: '1',
          FAKETIME_DONT_RESET: '1',
          PGLITE_DIR: pgliteDir,
        },
      },
    );
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.once('close', (code) => {
      removeTemporaryDir(pgliteDir);
      resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString('utf8') });
    });
  });
}

// A libfaketime that does not reach Node would make every run a run of today: check it once.
const probe = spawnSync(
  faketime,
  ['-f', '@2028-02-29 11:00:00', process.execPath, '-e', 'process.stdout.write(new Date().toISOString())'],
  {
    env: { ...process.env, TZ: 'UTC', FAKETIME_DONT_FAKE_MONOTONIC: '1' },
    encoding: 'utf8',
  },
);
if (!probe.stdout.startsWith('2028-02-29')) {
  console.error(`faketime does not move Node's clock here (got "${probe.stdout}${probe.stderr}").`);
  process.exit(1);
}

let passed = 0;
let failed = 0;
const lines: string[] = [];
/** "seconds step" lines, kept in a file for CI's table of the slowest steps. */
const durations: string[] = [];
/** Each failing day's "Failed Tests" section, repeated at the end and kept in a file for CI. */
const recap: string[] = [];

function keepFailures(label: string, printed: string) {
  // eslint-disable-next-line no-control-regex -- colour codes are exactly what is stripped here
  const output = printed.replace(/\x1b\[[0-9;]*m/g, '');
  const start = output.search(/⎯+ (Failed Tests|Failed Suites|Unhandled Errors?) /);
  const end = output.indexOf(' Test Files ', start);
  const section =
    start < 0
      ? ['(no "Failed Tests" section: see the run above)']
      : output
          .slice(start, end < 0 ? undefined : end)
          .trimEnd()
          .split('\n')
          .slice(0, 60);
  recap.push(`━━ test:calendar ${label}: what failed ━━`, ...section);
}

async function runDay(name: string): Promise<void> {
  const instant = DAYS[name] ?? '';
  const started = Date.now();
  let files = 0;
  let dayPassed = 0;
  let dayFailed = 0;
  // Two runs a day, as `npm test` runs them (lib/vitest-runs.ts).
  for (const run of VITEST_RUNS) {
    const report = path.join(resultsDir, `calendar-${name}-${run.name.replaceAll(' ', '-')}.json`);
    fs.rmSync(report, { force: true });
    const runStarted = Date.now();
    const { code, output } = await runAt(instant, run.args, report);
    durations.push(`${((Date.now() - runStarted) / 1000).toFixed(0)} ${name}, ${run.name}`);
    console.log(`\n━━ ${name}, ${run.name}: ${instant} UTC ━━\n${output}`);
    let tally = { files: 0, passed: 0, failed: 1 };
    try {
      const json = JSON.parse(fs.readFileSync(report, 'utf8')) as Report;
      tally = {
        files: json.testResults.length,
        passed: json.numPassedTests,
        failed: json.numFailedTests + (code !== 0 && json.numFailedTests === 0 ? 1 : 0),
      };
    } catch {
      // No report: vitest did not get as far as running the suites; counted as one failure.
    }
    if (tally.failed > 0) keepFailures(`${name} (${run.name})`, output);
    files += tally.files;
    dayPassed += tally.passed;
    dayFailed += tally.failed;
  }
  // A suite left out of both runs would pass every day unseen: that counts as a failure.
  if (files !== expectedFiles) {
    dayFailed += 1;
    recap.push(`━━ test:calendar ${name}: ran ${files} test files where npm test runs ${expectedFiles}`);
  }
  passed += dayPassed;
  failed += dayFailed;
  lines.push(
    `${name} (${instant} UTC) ${((Date.now() - started) / 1000).toFixed(0)} s: ${files} test files, ${dayPassed} passed, ${dayFailed} failed`,
  );
}

const queue = [...chosen];
await Promise.all(
  Array.from({ length: Math.min(parallel, queue.length) }, async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) await runDay(name);
  }),
);

fs.writeFileSync(path.join(resultsDir, 'calendar-recap.txt'), recap.join('\n'));
fs.writeFileSync(path.join(resultsDir, 'timings.txt'), durations.map((line) => `${line}\n`).join(''));
if (recap.length > 0) console.log(`\n${recap.join('\n')}`);
console.log(`\n${lines.join('\n')}`);
console.log(`Calendar: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
