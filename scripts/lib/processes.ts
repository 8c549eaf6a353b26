import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/**
 * Children are started in their own process group so that stopping one also stops what it
 * started (npx, next's workers, the emulator's JVM-less node process): a signal to a wrapper
 * alone leaves the real server running.
 */
export function startGroup(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  return spawn(command, args, { stdio: 'inherit', ...options, detached: true });
}

export function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** SIGINT to the whole group, then SIGKILL if it has not gone within the grace period. */
export async function stopGroup(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGINT');
  } catch {
    return;
  }
  if (await waitForExit(child, graceMs)) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
  await waitForExit(child, 2_000);
}

export async function waitForHttp(
  url: string,
  isReady: (response: Response) => Promise<boolean> | boolean,
  { timeoutMs, abortIf }: { timeoutMs: number; abortIf?: () => string | undefined },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reason = abortIf?.();
    if (reason) throw new Error(reason);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
      if (await isReady(response)) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} was not ready within ${Math.round(timeoutMs / 1000)} s`);
}

/**
 * Ctrl-C (SIGINT) or SIGTERM runs `stop`, then ends the process with the code a shell gives one
 * ended by that signal (130, 143): the children of `startGroup`, in groups of their own, do not
 * get the terminal's Ctrl-C and would outlive the script. A second Ctrl-C ends it at once.
 * Returns what takes the handling off again.
 */
export function stopOnSignals(stop: () => Promise<unknown>): () => void {
  const handler = (signal: NodeJS.Signals) => {
    off();
    void stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  const off = () => {
    process.off('SIGINT', handler);
    process.off('SIGTERM', handler);
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
  return off;
}
