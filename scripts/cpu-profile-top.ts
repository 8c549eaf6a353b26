// `npx tsx scripts/cpu-profile-top.ts FILE.cpuprofile [N]`: the N functions and modules with the most
// self time in a profile written by `node --cpu-prof` (e.g. by `BENCH_PROFILE=1 npm run bench:ssr`).
import { printProfile } from './lib/cpu-profile';

const [file, top] = process.argv.slice(2);
if (!file) {
  console.error('usage: tsx scripts/cpu-profile-top.ts FILE.cpuprofile [N]');
  process.exit(1);
}
printProfile(file, Number(top ?? 25));
