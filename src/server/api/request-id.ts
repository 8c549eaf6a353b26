import { randomUUID } from 'node:crypto';

/** A proxy's request id is kept (to follow one request through the logs) only if it is a short token. */
const TOKEN = /^[A-Za-z0-9._:-]{1,64}$/;

export const requestIdFrom = (sent: string | undefined): string =>
  sent && TOKEN.test(sent) ? sent : randomUUID();
