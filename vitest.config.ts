import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Three suites: fast unit tests (rules and services' pure parts), client component tests in a DOM,
// and API suites that start the real server against a real Postgres.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['common/**/*.test.ts', 'server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['client/src/**/*.test.{ts,tsx}'],
          setupFiles: ['client/src/test/setup.ts'],
          css: false,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each suite starts its own server and database; two at a time suits a 2-core machine.
          maxWorkers: 2,
        },
      },
    ],
  },
});
