import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Whether a server could listen on `port` now: tried for real, on `host` (unset: every address,
 * as `next dev` listens), so that a listener on any address of the machine counts as taken.
 */
export function canListen(port: number, host?: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** `usual` when it is free on loopback, else a free port: the local services' ports when nothing else holds them. */
export async function usualOrFreePort(usual: number): Promise<number> {
  return (await canListen(usual, '127.0.0.1')) ? usual : freePort();
}

/** The first port after `port` that is free on every address, to suggest in place of a taken one. */
export async function nextFreePort(port: number): Promise<number> {
  for (let candidate = port + 1; candidate < port + 100; candidate += 1)
    if (await canListen(candidate)) return candidate;
  return freePort();
}

/** A process's command line as /proc tells it (Linux), shortened to one readable line. */
function commandLineOf(pid: string): string | undefined {
  try {
    const line = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
    return line.length > 120 ? `${line.slice(0, 117)}…` : line || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Which process listens on `port`, as `ss` (Linux) or `lsof` (macOS) tell it: "pid 1234, node
 * server.mjs". Undefined when neither can tell (not installed, or another user's process).
 */
export function portHolder(port: number): string | undefined {
  const ss = spawnSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
  const bySs = /users:\(\("([^"]+)",pid=(\d+)/.exec(ss.stdout ?? '');
  const lsof = bySs
    ? undefined
    : spawnSync('lsof', ['-nP', `-iTCP:${port}`, '-sTCP:LISTEN', '-Fpc'], { encoding: 'utf8' });
  const pid = bySs?.[2] ?? /^p(\d+)$/m.exec(lsof?.stdout ?? '')?.[1];
  const name = bySs?.[1] ?? /^c(.+)$/m.exec(lsof?.stdout ?? '')?.[1];
  if (!pid) return undefined;
  return `pid ${pid}, ${commandLineOf(pid) ?? name ?? 'unknown'}`;
}
