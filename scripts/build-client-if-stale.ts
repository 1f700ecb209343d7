/**
 * `npm start` builds the client only when it must: when client/dist or client/dist-ssr is missing or any source it
 * is built from (client, common, the generated documents, the Vite config) is newer. A restart
 * then costs the server's start-up, not a full Vite build.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// The browser's build, the server's renderer of public pages and the API explorer: all, or build again.
const builtOutputs = ['client/dist/index.html', 'client/dist-ssr/entry-server.js', 'client/dist-graphiql/graphiql.html'];
const sources = [
  'client/src',
  'client/public',
  'client/index.html',
  'client/graphiql.html',
  'client/vite.config.ts',
  'client/vite.graphiql.config.ts',
  'client/postcss.config.cjs',
  'common',
  'package-lock.json',
];

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
  // Vite lists every bundle it writes (some 200 lines): kept back unless the build fails, so the
  // start-up ends with the server's one block of what matters.
  console.log('client: building (about a minute the first time)…');
  const startedAt = Date.now();
  const build = spawnSync('npm', ['run', '--silent', 'build:client'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (build.status !== 0) {
    process.stdout.write(build.stdout);
    process.stderr.write(build.stderr);
    console.error('client: the build failed (its output is above)');
    process.exit(build.status ?? 1);
  }
  console.log(`client: built in ${Math.round((Date.now() - startedAt) / 1000)} s`);
}
