import type { ApiDeps } from '../core/context';

/** Hono's per-request variables. */
export type ApiEnv = {
  Variables: {
    deps: ApiDeps;
    requestId: string;
  };
};
