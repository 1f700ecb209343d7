import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { mantineIdsFromReact } from './client/vite.config.js';
import { ASYNC_CONTEXT_FRAME_FLAG } from './server/src/kernel/request-scope.js';

// Three suites: fast unit tests (rules and services' pure parts), client component tests in a DOM,
// and API suites that start the real server against a real Postgres.
export default defineConfig({
  // Import aliases from tsconfig.json's `paths`, for every project below.
  resolve: {
    tsconfigPaths: true,
    // One graphql module, as in production: Node loads graphql's CommonJS build for Apollo, while
    // Vite would hand our own imports its ES build, and errors made by one copy
    // fail the other's instanceof checks (Apollo then drops their path and code).
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    // The default report, plus the list of tests that passed only on a retry (api suites below).
    reporters: ['default', './tests/support/flaky-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['common/**/*.test.ts', 'server/src/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
        },
      },
      {
        extends: true,
        // Mantine's ids as the shop's build makes them.
        plugins: [mantineIdsFromReact(), react()],
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['client/src/**/*.test.{ts,tsx}'],
          setupFiles: ['client/src/test/setup.ts'],
          // Mantine through Vite's pipeline rather than Node's, so the plugin above reaches it.
          server: { deps: { inline: [/@mantine[\\/]/] } },
          css: false,
          // Forms typed key by key with user-event take seconds when two cores are busy.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each suite starts its own server and database; two at a time suits a 2-core machine.
          maxWorkers: 2,
          // The request scope as the shop runs it (request-scope.ts): the shops these suites start
          // in their workers carry request ids the way production does.
          execArgv: [ASYNC_CONTEXT_FRAME_FLAG],
          // One retry, so that a rare timing race on a busy machine does not void the whole run;
          // the flaky reporter names each test that needed it.
          retry: 1,
        },
      },
    ],
  },
});
