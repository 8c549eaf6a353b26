// `npm run bench:bundle [route …]`: First Load JS of each page route, gzipped, from the last
// `next build` (see lib/first-load-js.ts), against its budget: 150 kB for public routes, 170 kB for
// signed-in ones (firstLoadBudgetKb); exits 1 when a route is over. --budget /[zone]=140 overrides one.
import { firstLoadBudgetKb, firstLoadMeter, kb } from './lib/first-load-js';

const meter = firstLoadMeter('.next');
if (!meter) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

const args = process.argv.slice(2);
const budgets = new Map<string, number>();
const routes: string[] = [];
for (let i = 0; i < args.length; i++) {
  const arg = args[i] ?? '';
  if (arg === '--budget') {
    const [route, limit] = (args[++i] ?? '').split('=');
    if (route && limit) budgets.set(route, Number(limit));
  } else routes.push(arg);
}

const selected = routes.length > 0 ? routes : meter.routes();
let overBudget = false;
console.log(
  `${'route'.padEnd(34)} ${'own kB'.padStart(8)} ${'first load kB'.padStart(14)}  (gzip -9, 1 kB = 1000 B)`,
);
for (const route of selected) {
  const weight = meter.measure(route);
  if (!weight) {
    console.error(`${route}: not a page of this build`);
    overBudget = true;
    continue;
  }
  const budget = budgets.get(route) ?? firstLoadBudgetKb(route);
  const over = weight.firstLoadBytes / 1000 > budget;
  const verdict = over ? `  > ${budget} ✗ over budget` : `  ≤ ${budget} ✓`;
  if (over) overBudget = true;
  console.log(
    `${route.padEnd(34)} ${kb(weight.ownBytes).padStart(8)} ${kb(weight.firstLoadBytes).padStart(14)}${verdict}`,
  );
}
process.exit(overBudget ? 1 : 0);
