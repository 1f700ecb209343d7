import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const clientRoot = path.dirname(fileURLToPath(import.meta.url));

/**
 * The GraphiQL explorer (client/graphiql.html, client/src/graphiql) as its own build into
 * client/dist-graphiql, so none of it (Monaco alone is megabytes) reaches the storefront's bundle
 * or its budgets. Served under /graphiql/ by server/src/http/pages/graphiql.ts, when enabled.
 */
export default defineConfig({
  root: clientRoot,
  base: '/graphiql/',
  // The storefront's public files (favicon, images) are not the explorer's.
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: path.join(clientRoot, 'dist-graphiql'),
    emptyOutDir: true,
    rollupOptions: { input: path.join(clientRoot, 'graphiql.html') },
    // One editor and its language workers: large by nature, and loaded only by this page.
    chunkSizeWarningLimit: 8_000,
  },
  worker: { format: 'es' },
});
