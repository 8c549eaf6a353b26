// `npm test`: type-check, lint, unit + integration tests (vitest), then end-to-end tests in a real
// Chromium against the production build with the auth emulator. Every step runs even when an
// earlier one failed; the last line sums up all of them as "N passed, N failed".
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findBrowser } from './lib/browser';
import { E2E_SERVER_LOG, e2eEnvironment, startE2eStack } from './lib/e2e-stack';
import { namesOfJourneys, personalDataIn } from './lib/log-privacy';
import { loadEnvFiles } from './lib/load-env';
import { NEXT_BUILD_ARGS } from './lib/next-build';
import { stopOnSignals } from './lib/processes';
import { vitestFiles } from './lib/vitest-files';
import { VITEST_RUNS } from './lib/vitest-runs';

loadEnvFiles();
process.env.NEXT_TELEMETRY_DISABLED ??= '1';
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
// `npm run test:e2e -- e2e/search.spec.ts` runs only the specs named.
const specs = process.argv.slice(2).filter((arg) => arg.endsWith('.spec.ts'));
const resultsDir = path.resolve('.test-results');
fs.mkdirSync(resultsDir, { recursive: true });

type Tally = { passed: number; failed: number; files?: number };
const total: Tally = { passed: 0, failed: 0 };
const timings: string[] = [];
/** "seconds step" lines, kept in a file for CI's table of the slowest steps. */
const durations: string[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

/** Like `run`, but also keeps what the command printed, for the recap at the end. */
function runCapturing(command: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    const keep = (target: NodeJS.WriteStream) => (chunk: Buffer) => {
      chunks.push(chunk);
      target.write(chunk);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.once('close', (code) =>
      resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString('utf8') }),
    );
  });
}

/**
 * Vitest prints failures and unhandled errors above its long per-file listing; logs are often read
 * from the end, so the failed step's sections are repeated just above the summary.
 */
const recap: string[] = [];
function keepFailureSections(name: string, printed: string) {
  // eslint-disable-next-line no-control-regex -- colour codes are exactly what is stripped here
  const output = printed.replace(/\x1b\[[0-9;]*m/g, '');
  const start = output.search(/⎯+ (Failed Tests|Failed Suites|Unhandled Errors?) /);
  if (start < 0) return;
  const end = output.indexOf(' Test Files ', start);
  const lines = output
    .slice(start, end < 0 ? undefined : end)
    .trimEnd()
    .split('\n');
  recap.push(
    `━━ ${name}: what failed ━━`,
    ...lines.slice(0, 80),
    ...(lines.length > 80 ? [`… ${lines.length - 80} more lines above`] : []),
  );
}

type PlaywrightSuite = {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    ok: boolean;
    tests: { results: { error?: { message?: string } }[] }[];
  }[];
};

/** The browser tests that failed, each with the first lines of its last error, for the recap. */
function keepFailedSpecs(suites: PlaywrightSuite[], trail: string[] = []) {
  for (const suite of suites) {
    const here = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      if (spec.ok) continue;
      // eslint-disable-next-line no-control-regex -- colour codes are exactly what is stripped here
      const error = (spec.tests.at(-1)?.results.at(-1)?.error?.message ?? '').replace(/\x1b\[[0-9;]*m/g, '');
      if (!recap.includes('━━ e2e: what failed ━━')) recap.push('━━ e2e: what failed ━━');
      recap.push(
        ` FAIL  ${spec.file}:${spec.line} › ${[...here.slice(1), spec.title].join(' › ')}`,
        ...error
          .split('\n')
          .slice(0, 12)
          .map((line) => `    ${line}`),
      );
    }
    keepFailedSpecs(suite.suites ?? [], here);
  }
}

const bin = (name: string) => path.join('node_modules', '.bin', name);

async function step(name: string, body: () => Promise<Tally>) {
  if (only && only !== name) return;
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  let tally: Tally;
  try {
    tally = await body();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(message);
    recap.push(`━━ ${name}: ${message}`);
    tally = { passed: 0, failed: 1 };
  }
  total.passed += tally.passed;
  total.failed += tally.failed;
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  timings.push(
    `${name} ${seconds} s (${tally.passed} passed, ${tally.failed} failed${tally.files === undefined ? '' : `, ${tally.files} test files`})`,
  );
  durations.push(`${seconds} ${name}`);
}

/** A check without test cases of its own counts as one test. */
const check = async (command: string, args: string[]): Promise<Tally> =>
  (await run(command, args)) === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

await step('typecheck', () => check(bin('tsc'), ['--noEmit']));
await step('lint', async () => {
  const eslint = await check(bin('eslint'), ['--max-warnings', '0', '.']);
  // One formatter over the whole tree: `npx prettier --write .` fixes what this finds.
  const prettier = await check(bin('prettier'), ['--check', '--log-level', 'warn', '.']);
  return { passed: eslint.passed + prettier.passed, failed: eslint.failed + prettier.failed };
});

await step('vitest', async () => {
  const tally = { passed: 0, failed: 0, files: 0 };
  for (const run of VITEST_RUNS) {
    const report = path.join(resultsDir, `vitest-${run.name.replaceAll(' ', '-')}.json`);
    fs.rmSync(report, { force: true });
    console.log(`\n── vitest: ${run.name} ──`);
    const { code, output } = await runCapturing(bin('vitest'), [
      'run',
      ...run.args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ]);
    if (code !== 0) keepFailureSections(`vitest (${run.name})`, output);
    const json = readJson<{ numPassedTests: number; numFailedTests: number; testResults: unknown[] }>(report);
    // No report, or a crash outside any test (a failing suite import): the run fails all the same.
    tally.passed += json?.numPassedTests ?? 0;
    tally.failed += (json?.numFailedTests ?? 0) + (code !== 0 && !json?.numFailedTests ? 1 : 0);
    tally.files += json?.testResults.length ?? 0;
  }
  // A suite left out of both runs would never run: that counts as a failure.
  const expected = vitestFiles().length;
  if (tally.files !== expected) {
    recap.push(`━━ vitest: ran ${tally.files} test files where there are ${expected}`);
    tally.failed += 1;
  }
  return tally;
});

await step('e2e', async () => {
  const browser = findBrowser();
  if (!browser)
    throw new Error(
      'No Chromium found for the browser tests: install one with `apt-get install -y chromium`, or set CHROME_PATH.',
    );
  const prepared = await e2eEnvironment();
  if ((await run(bin('next'), NEXT_BUILD_ARGS, prepared.env)) !== 0) throw new Error('next build failed');
  const stack = await startE2eStack(prepared);
  // Ctrl-C stops the stack's servers too: they run in process groups of their own.
  const keepSignals = stopOnSignals(stack.stop);
  try {
    const report = path.join(resultsDir, 'playwright.json');
    fs.rmSync(report, { force: true });
    const code = await run(bin('playwright'), ['test', ...specs], {
      ...stack.env,
      BASE_URL: stack.baseUrl,
      CHROME_PATH: browser,
    });
    const json = readJson<{
      stats: { expected: number; unexpected: number; flaky: number };
      suites: PlaywrightSuite[];
    }>(report);
    if (!json) return { passed: 0, failed: 1 };
    keepFailedSpecs(json.suites);
    const { expected, unexpected, flaky } = json.stats;
    await stack.stop();
    const logs = checkServerLog();
    return {
      passed: expected + flaky + logs.passed,
      failed: unexpected + (code !== 0 && unexpected === 0 ? 1 : 0) + logs.failed,
    };
  } finally {
    keepSignals();
    await stack.stop();
  }
});

/**
 * One more test: the server's log of the whole run (its requests, its stop) holds no e-mail address,
 * phone number or name of the people the journeys made.
 */
function checkServerLog(): Tally {
  const log = fs.existsSync(E2E_SERVER_LOG) ? fs.readFileSync(E2E_SERVER_LOG, 'utf8') : '';
  const requests = log.split('\n').filter((line) => line.includes('"msg":"request"')).length;
  const found = personalDataIn(log, namesOfJourneys());
  // The whole run calls the API; a few named specs may not (the zone page renders without it).
  if ((requests > 0 || specs.length > 0) && found.length === 0) {
    console.log(
      `✓ the server's log (${requests} requests logged) holds no e-mail address, phone number or name`,
    );
    return { passed: 1, failed: 0 };
  }
  const problem =
    requests === 0 ? 'logged no request' : `holds personal data: ${found.slice(0, 20).join('; ')}`;
  console.error(`✗ the server's log (${E2E_SERVER_LOG}) ${problem}`);
  recap.push(`━━ e2e: the server's log ${problem}`);
  return { passed: 0, failed: 1 };
}

// Also kept in a file, for CI to repeat at the very end of a log that runs several `npm test`s.
fs.writeFileSync(path.join(resultsDir, 'recap.txt'), recap.join('\n'));
fs.writeFileSync(path.join(resultsDir, 'timings.txt'), durations.map((line) => `${line}\n`).join(''));
if (recap.length > 0) console.log(`\n${recap.join('\n')}`);
console.log(`\n${timings.join('\n')}`);
console.log(`Summary: ${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
