import fs from 'node:fs';

/** The parts of a V8 .cpuprofile (node --cpu-prof) that self time is computed from. */
type CpuProfile = {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  samples: number[];
  timeDeltas: number[];
};

export type ProfileLine = { label: string; ms: number; share: number };

/**
 * Where a script comes from: a package of node_modules (kept whole, scoped or not), a chunk of the
 * Next build (`.next/server/…`), Node itself (`node:…`), or V8's own entries ("(garbage collector)").
 */
export function moduleOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  // The innermost package: next's compiled copies (next/dist/compiled/react-dom…) name the real one.
  const compiled = /next\/dist\/compiled\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (compiled) return `next (compiled ${compiled[1]})`;
  if (packageMatch) return packageMatch[1] ?? url;
  const build = /\.next\/(server\/.*)$/.exec(url);
  if (build) return `.next/${build[1]}`;
  if (url.startsWith('node:')) return 'node (core)';
  return url.replace(/^file:\/\//, '');
}

/** Self time by function and by module, largest first, from a profile written by `node --cpu-prof`. */
export function summarizeProfile(
  file: string,
  top = 25,
): { total: number; functions: ProfileLine[]; modules: ProfileLine[] } {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  // Each sample's time is the delta that follows it (V8 records the gap before the next one).
  profile.samples.forEach((id, index) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
  });
  const functions = new Map<string, number>();
  const modules = new Map<string, number>();
  let total = 0;
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    total += us;
    const name = frame.functionName || '(anonymous)';
    const module = moduleOf(frame.url, name);
    const key = frame.url ? `${name}  ${module}:${frame.lineNumber + 1}` : name;
    functions.set(key, (functions.get(key) ?? 0) + us);
    modules.set(module, (modules.get(module) ?? 0) + us);
  }
  const lines = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([label, us]) => ({ label, ms: us / 1000, share: total ? us / total : 0 }));
  return { total: total / 1000, functions: lines(functions), modules: lines(modules) };
}

export function printProfile(file: string, top = 25): void {
  const { total, functions, modules } = summarizeProfile(file, top);
  const print = (title: string, lines: ProfileLine[]) => {
    console.info(`\n${title}`);
    for (const { label, ms, share } of lines)
      console.info(`  ${(share * 100).toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(7)} ms  ${label}`);
  };
  console.info(`\nCPU profile ${file}: ${(total / 1000).toFixed(1)} s sampled`);
  print('Self time by module:', modules);
  print('Self time by function:', functions);
}
