import type { IncomingMessage, ServerResponse } from 'node:http';

export type PageCache = (
  request: IncomingMessage,
  response: ServerResponse,
  render: () => unknown,
) => Promise<void>;
export function pageCache(options: { seconds: number; maxBytes?: number }): PageCache | undefined;
