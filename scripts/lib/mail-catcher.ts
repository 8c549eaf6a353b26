import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { freePort, usualOrFreePort } from './free-port';
import { startGroup, stopGroup, waitForHttp } from './processes';

export type MailCatcher = { smtpUrl: string; inboxUrl: string; stop: () => Promise<void> };

/**
 * Starts MailDev, the local mail catcher: an SMTP server that keeps every message it receives and
 * an inbox to read them in a browser (and an API at /api/email, which the e2e suite reads). On its
 * usual ports (1025, 1080) unless they are taken, or `anyPorts` asks for free ones (a test stack
 * beside a running `npm run dev`); messages are kept in `dataDir` across restarts.
 */
export async function startMailCatcher({
  dataDir,
  anyPorts = false,
}: {
  dataDir: string;
  anyPorts?: boolean;
}): Promise<MailCatcher> {
  const portFor = (usual: number) => (anyPorts ? freePort() : usualOrFreePort(usual));
  const smtp = await portFor(1025);
  const web = await portFor(1080);
  const args = [
    path.resolve('node_modules', 'maildev', 'dist', 'bin', 'maildev.js'),
    '--smtp',
    String(smtp),
    '--web',
    String(web),
    '--ip',
    '127.0.0.1',
    '--web-ip',
    '127.0.0.1',
    '--mail-directory',
    dataDir,
    '--silent',
  ];
  const child: ChildProcess = startGroup(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  let exited = false;
  child.once('exit', () => (exited = true));
  const inboxUrl = `http://127.0.0.1:${web}`;
  const stop = () => stopGroup(child, 5_000);
  await waitForHttp(`${inboxUrl}/api/healthz`, (r) => r.ok, {
    timeoutMs: 60_000,
    abortIf: () => (exited ? `The mail catcher stopped while starting (ports ${smtp}, ${web}).` : undefined),
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { smtpUrl: `smtp://127.0.0.1:${smtp}`, inboxUrl, stop };
}
