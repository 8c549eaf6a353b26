import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Folders this process made and has not removed yet. */
const made = new Set<string>();
let watching = false;

function removeAll(): void {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
  made.clear();
}

/**
 * On Ctrl-C (SIGINT) or SIGTERM, Node ends at once without its 'exit' listeners, unless something
 * listens for the signal. A script that listens stops what it started and then exits: the 'exit'
 * listener removes the folders then. Otherwise they are removed here, and the process ends on the
 * signal as it would have without this listener. Called first (prepended), so that every other
 * listener is still counted.
 */
function onSignal(signal: NodeJS.Signals): void {
  if (process.listenerCount(signal) > 1) return;
  removeAll();
  process.off('SIGINT', onSignal);
  process.off('SIGTERM', onSignal);
  process.kill(process.pid, signal);
}

function watch(): void {
  if (watching) return;
  watching = true;
  process.on('exit', removeAll);
  process.prependListener('SIGINT', onSignal);
  process.prependListener('SIGTERM', onSignal);
}

/**
 * A new folder under the system's temporary folder (`prefix` then random characters), removed
 * when this process ends, however it ends but SIGKILL: on exit, Ctrl-C or SIGTERM.
 */
export function temporaryDir(prefix: string): string {
  watch();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.add(dir);
  return dir;
}

/** Removes a folder of `temporaryDir` now (also safe when it is already gone). */
export function removeTemporaryDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  made.delete(dir);
}
