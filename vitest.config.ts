import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.resolve('src') } },
  test: {
    // Server and domain tests run in node; component tests opt into jsdom with a file comment.
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/global-setup.ts'],
    setupFiles: ['tests/setup-env.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores, so one worker on a two-core machine; the
    // database suites spend much of their time waiting on PostgreSQL and the auth emulator, and a
    // second worker there took the whole run from 522 s to 376 s.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
