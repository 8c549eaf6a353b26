import { log } from '../core/log';

/**
 * The server process as its HTTP server sees it: whether it is stopping (readiness answers 503
 * from then on, so that the load balancer sends it nothing new) and what it closes once its
 * requests are answered. Kept on globalThis under a registered symbol: the pages and the API are
 * separate bundles with separate copies of this module, and the HTTP server (server.mjs) is
 * outside both.
 */
export type ProcessState = {
  stopping: boolean;
  /** What to close as the process stops, by name: the job engine, the Redis client, the database pools. */
  closers: Map<string, { order: number; close: () => Promise<void> }>;
  /** Marks the process stopping, then closes everything registered, in order; once. */
  stop: () => Promise<void>;
  log: typeof log;
};

const KEY = Symbol.for('nook.process');
const holder = globalThis as typeof globalThis & { [KEY]?: ProcessState };

export function processState(): ProcessState {
  let state = holder[KEY];
  if (!state) {
    let stopped: Promise<void> | undefined;
    const created: ProcessState = {
      stopping: false,
      closers: new Map(),
      log,
      stop: () => {
        created.stopping = true;
        stopped ??= closeAll(created);
        return stopped;
      },
    };
    state = holder[KEY] = created;
  }
  return state;
}

/**
 * Registers what the process closes as it stops; a lower `order` closes first (the job engine
 * before the database it runs on). Registering a name again replaces it.
 */
export function onStop(name: string, order: number, close: () => Promise<void>): void {
  processState().closers.set(name, { order, close });
}

export const isStopping = (): boolean => holder[KEY]?.stopping ?? false;

async function closeAll(state: ProcessState): Promise<void> {
  const closers = [...state.closers.entries()].sort(([, a], [, b]) => a.order - b.order);
  for (const [name, { close }] of closers) {
    try {
      await close();
    } catch (error) {
      log.error({ closing: name, err: error }, 'could not close cleanly');
    }
  }
}
