// `npm run bench:lighthouse [-- --runs N]`: Lighthouse (mobile preset, the default form factor)
// against the production build with the app environment set to production, on /paris and on the
// first Paris space page of the sitemap; prints the median of N runs (5 by default) of each score
// and metric, and the First Load JS of both routes, beside their budgets; exits 1 when one is missed.
//
// It rebuilds `.next` (a `next build` with NEXT_PUBLIC_APP_ENV=prod), like `npm run test:e2e`
// does: a running `npm run dev` is untouched (it builds into .next/dev), but run `npm run build`
// again before `npm start`. The app runs on a fresh seeded PGlite, with a private auth emulator,
// on free ports; reports, traces and DevTools logs are kept in .bench/lighthouse/.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findBrowser } from './lib/browser';
import { e2eEnvironment, startE2eStack, type E2eStack } from './lib/e2e-stack';
import { firstLoadMeter, kb } from './lib/first-load-js';
import { NEXT_BUILD_ARGS } from './lib/next-build';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const REPORTS = path.resolve('.bench', 'lighthouse');
const FIRST_LOAD_BUDGET_KB = 150;

type Sample = {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

/** One line of the table: how to read a sample, print it, and its budget. */
type Metric = {
  label: string;
  value: (s: Sample) => number;
  format: (v: number) => string;
  budget: string;
  ok: (v: number) => boolean;
};

const score = (v: number) => v.toFixed(0);
const METRICS: Metric[] = [
  { label: 'performance', value: (s) => s.performance, format: score, budget: '≥ 95', ok: (v) => v >= 95 },
  {
    label: 'accessibility',
    value: (s) => s.accessibility,
    format: score,
    budget: '= 100',
    ok: (v) => v >= 100,
  },
  { label: 'SEO', value: (s) => s.seo, format: score, budget: '= 100', ok: (v) => v >= 100 },
  {
    label: 'best practices',
    value: (s) => s.bestPractices,
    format: score,
    budget: '≥ 95',
    ok: (v) => v >= 95,
  },
  {
    label: 'LCP',
    value: (s) => s.lcpMs,
    format: (v) => `${(v / 1000).toFixed(2)} s`,
    budget: '≤ 1.8 s',
    ok: (v) => v <= 1800,
  },
  {
    label: 'TBT',
    value: (s) => s.tbtMs,
    format: (v) => `${v.toFixed(0)} ms`,
    budget: '≤ 100 ms',
    ok: (v) => v <= 100,
  },
  { label: 'CLS', value: (s) => s.cls, format: (v) => v.toFixed(3), budget: '≤ 0.02', ok: (v) => v <= 0.02 },
];

/** What is read from a Lighthouse result (lhr). */
type Lhr = {
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
};

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

let lighthouseVersion = '';

async function lighthouse(url: string, reportFile: string, chrome: string): Promise<Sample> {
  fs.rmSync(reportFile, { force: true });
  const args = [
    url,
    '--save-assets',
    '--output=json',
    `--output-path=${reportFile}`,
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    '--only-categories=performance,accessibility,best-practices,seo',
  ];
  const code = await run(path.join('node_modules', '.bin', 'lighthouse'), args, {
    ...process.env,
    CHROME_PATH: chrome,
  });
  if (code !== 0 || !fs.existsSync(reportFile)) throw new Error(`lighthouse exited with ${code} on ${url}`);
  const lhr = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as Lhr;
  if (lhr.runtimeError)
    throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  lighthouseVersion = lhr.lighthouseVersion;
  const category = (id: string) => {
    const value = lhr.categories[id]?.score;
    if (value === null || value === undefined)
      throw new Error(`lighthouse on ${url}: no ${id} score (see ${reportFile})`);
    return value * 100;
  };
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: category('performance'),
    accessibility: category('accessibility'),
    seo: category('seo'),
    bestPractices: category('best-practices'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

/** The first Paris space page the sitemap lists, if any. */
async function firstParisSpace(baseUrl: string): Promise<string | undefined> {
  const response = await fetch(`${baseUrl}/sitemap.xml`);
  if (!response.ok) return undefined;
  const escaped = baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`<loc>(${escaped}/paris/[^<]+)</loc>`).exec(await response.text())?.[1];
}

type Target = { label: string; route: string; url: string };

/** Measures one page; true when every budget holds. */
async function bench(target: Target, chrome: string): Promise<boolean> {
  const samples: Sample[] = [];
  const slug = target.route.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '');
  for (let i = 1; i <= RUNS; i++) {
    process.stdout.write(`${target.label}: run ${i}/${RUNS}… `);
    const started = Date.now();
    const sample = await lighthouse(target.url, path.join(REPORTS, `${slug}-${i}.json`), chrome);
    samples.push(sample);
    console.log(`${((Date.now() - started) / 1000).toFixed(0)} s, performance ${score(sample.performance)}`);
  }
  let ok = true;
  console.log(`\n${target.label} (${target.route}) ${target.url}: median of ${RUNS} runs`);
  console.log(`  ${'metric'.padEnd(16)} ${'median'.padStart(9)}  ${'min – max'.padEnd(20)} budget`);
  for (const metric of METRICS) {
    const values = samples.map(metric.value);
    const value = median(values);
    const pass = metric.ok(value);
    if (!pass) ok = false;
    const range = `${metric.format(Math.min(...values))} – ${metric.format(Math.max(...values))}`;
    console.log(
      `  ${metric.label.padEnd(16)} ${metric.format(value).padStart(9)}  ${range.padEnd(20)} ${metric.budget.padEnd(9)} ${pass ? '✓' : '✗ missed'}`,
    );
  }
  return ok;
}

/** First Load JS of the route in the build just made; true when within budget (or not built yet). */
function firstLoad(route: string): boolean {
  const weight = firstLoadMeter('.next')?.measure(route);
  if (!weight) {
    console.log(`  ${'First Load JS'.padEnd(16)} ${'—'.padStart(9)}  ${route} is not a page of this build`);
    return true;
  }
  const pass = weight.firstLoadBytes / 1000 <= FIRST_LOAD_BUDGET_KB;
  console.log(
    `  ${'First Load JS'.padEnd(16)} ${`${kb(weight.firstLoadBytes)} kB`.padStart(9)}  ${'(gzip -9)'.padEnd(20)} ${`≤ ${FIRST_LOAD_BUDGET_KB} kB`.padEnd(9)} ${pass ? '✓' : '✗ missed'}`,
  );
  return pass;
}

async function main(): Promise<number> {
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number ≥ 1');
  const chrome = findBrowser();
  if (!chrome)
    throw new Error('No Chromium found: install one with `apt-get install -y chromium`, or set CHROME_PATH.');
  fs.mkdirSync(REPORTS, { recursive: true });

  const prepared = await e2eEnvironment();
  // Production's app environment, so that robots.txt and the pages allow indexing. A production
  // server refuses FIREBASE_AUTH_EMULATOR_HOST (it would accept unsigned tokens): only the browser
  // is pointed at the private emulator, and nothing here signs in. The scheduler's polling would
  // share the embedded database with the pages measured: off.
  prepared.env = {
    ...prepared.env,
    NEXT_PUBLIC_APP_ENV: 'prod',
    FIREBASE_AUTH_EMULATOR_HOST: '',
    JOBS: 'off',
  };
  console.log('Building the app with NEXT_PUBLIC_APP_ENV=prod (next build into .next)…');
  if ((await run(path.join('node_modules', '.bin', 'next'), NEXT_BUILD_ARGS, prepared.env)) !== 0)
    throw new Error('next build failed');

  let stack: E2eStack | undefined;
  const stop = async () => {
    await stack?.stop();
    stack = undefined;
  };
  process.once('SIGINT', () => void stop().finally(() => process.exit(130)));
  try {
    stack = await startE2eStack(prepared);
    const targets: Target[] = [{ label: 'zone search', route: '/[zone]', url: `${stack.baseUrl}/paris` }];
    const space = await firstParisSpace(stack.baseUrl);
    let spaceNote = '';
    if (!space) spaceNote = 'the sitemap lists no Paris space';
    else {
      const response = await fetch(space);
      if (response.status === 404)
        spaceNote = `${space} answers 404: the space page (/[zone]/[slug]) is not in this build yet`;
      else if (!response.ok) throw new Error(`${space} answered ${response.status}`);
      else targets.push({ label: 'space page', route: '/[zone]/[slug]', url: space });
    }
    if (spaceNote) console.log(`Space page skipped: ${spaceNote}.`);

    // Mobile scores swing with CPU contention (Lighthouse slows the CPU 4× on top of the machine).
    const [load = 0] = os.loadavg();
    const cores = os.availableParallelism();
    console.log(
      `Machine: ${cores} cores, load average ${load.toFixed(1)}${load > cores ? ' — other work competes for the CPU, expect pessimistic figures' : ''}.`,
    );
    let ok = true;
    for (const target of targets) {
      // One request first, so that no run pays for the server's first render of the route.
      await fetch(target.url);
      ok = (await bench(target, chrome)) && ok;
      ok = firstLoad(target.route) && ok;
      console.log('');
    }
    if (spaceNote) {
      console.log('space page (/[zone]/[slug]): no Lighthouse run');
      firstLoad('/[zone]/[slug]');
      console.log('');
    }
    console.log(
      `Lighthouse ${lighthouseVersion}, mobile preset, ${RUNS} runs a page; reports in ${path.relative(process.cwd(), REPORTS)}/`,
    );
    console.log(`Load average at the end: ${os.loadavg()[0]?.toFixed(1)} on ${cores} cores.`);
    console.log(ok ? 'Every budget holds.' : 'A budget is missed.');
    return ok ? 0 : 1;
  } finally {
    await stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
