import type { IncomingMessage, ServerResponse } from 'node:http';

export type Answer = (request: IncomingMessage, response: ServerResponse) => Promise<void>;
export function registerDirectApi(answer: Answer): void;
export function directApiFor(request: IncomingMessage): Answer | undefined;
