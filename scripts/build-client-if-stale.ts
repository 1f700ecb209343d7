/**
 * `npm start` builds the client only when it must: when client/dist or client/dist-ssr is missing or any source it
 * is built from (client, common, the generated documents, the Vite config) is newer. A restart
 * then costs the server's start-up, not a full Vite build.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// The browser's build and the server's renderer of public pages: both, or build again.
const builtOutputs = ['client/dist/index.html', 'client/dist-ssr/entry-server.js'];
const sources = ['client/src', 'client/public', 'client/index.html', 'client/vite.config.ts', 'client/postcss.config.cjs', 'common', 'package-lock.json'];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, name)));
  return newest;
}

const builtAt = Math.min(...builtOutputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const changedAt = Math.max(...sources.map(newestChange));
if (builtAt >= changedAt) {
  console.log('client: build is up to date');
} else {
  execFileSync('npm', ['run', 'build:client'], { stdio: 'inherit' });
}
