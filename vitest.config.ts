import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { aliases } from './vite.config.ts';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    // Vitest's default on a 2-core machine is one worker: the suite ran file after file while most files wait on
    // sockets, child processes and timers. Three workers there (one more than the cores elsewhere) took the
    // PGlite suite from one file at a time to three, with every file still passing under a load of 12.
    maxWorkers: Math.max(3, availableParallelism() + 1),
    projects: [
      {
        resolve: { alias: aliases },
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'src/server/**/*.test.ts',
            'src/shared/**/*.test.ts',
            'tools/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // One migrated PGlite data directory for the run, loaded by each file (about 0.5 s instead of 2.3 s).
          globalSetup: ['src/server/testing/global-setup.ts'],
          // A worker keeps its modules between files (the app's import took about 2 s a file): process-wide state
          // such as metrics counters is read relative to its value at the start of a test.
          isolate: false,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: aliases },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test-setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
