import type { Server } from 'node:http';

export function stopGracefullyOnSignal(server: Server, options: { timeoutMs: number }): void;
export function shutdownTimeoutMs(): number;
