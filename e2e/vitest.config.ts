// Browser journeys: one worker, one file after another, against one app started by the global setup.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { aliases } from '../vite.config.ts';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  // The global setup starts stand-ins from src/server/testing, which import through the app's aliases.
  resolve: { alias: aliases },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
