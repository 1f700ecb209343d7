// @ts-check
/**
 * `npm start` builds only what it must: the client (browser bundle, page renderer, API explorer)
 * when an output is missing or a source it is built from is newer, and likewise the compiled
 * server in dist/. A restart then costs the server's start-up, not a build. Plain JavaScript, so
 * it runs where only the production dependencies are installed (there, the outputs must have been
 * built already, as the Dockerfile does).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const parts = [
  {
    name: 'client',
    script: 'build:client',
    outputs: ['client/dist/index.html', 'client/dist-ssr/entry-server.js', 'client/dist-graphiql/graphiql.html'],
    sources: [
      'client/src',
      'client/public',
      'client/index.html',
      'client/graphiql.html',
      'client/vite.config.ts',
      'client/vite.graphiql.config.ts',
      'client/postcss.config.cjs',
      'common',
      'package-lock.json',
    ],
  },
  {
    name: 'server',
    script: 'build:server',
    outputs: ['dist/server/src/main.js'],
    sources: ['server/src', 'common', 'scripts', 'tsconfig.json', 'tsconfig.server.json', 'package-lock.json'],
  },
];

/** @param {string} entry @returns {number} */
function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, name)));
  return newest;
}

const only = process.argv[2];
for (const part of parts) {
  if (only && part.name !== only) continue;
  const builtAt = Math.min(...part.outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
  const changedAt = Math.max(...part.sources.map(newestChange));
  if (builtAt >= changedAt) {
    console.log(`${part.name}: build is up to date`);
    continue;
  }
  if (!existsSync('node_modules/typescript') || !existsSync('node_modules/vite')) {
    // A production install (npm ci --omit=dev) has no build tools: it runs what was built.
    if (builtAt > 0) {
      console.log(`${part.name}: sources look newer than the build, but the build tools are not installed; using the build`);
      continue;
    }
    console.error(`${part.name}: not built, and the build tools are not installed: run npm ci && npm run build first`);
    process.exit(1);
  }
  // Vite lists every bundle it writes (some 200 lines): kept back unless the build fails, so the
  // start-up ends with the server's one block of what matters.
  console.log(`${part.name}: building${part.name === 'client' ? ' (about a minute the first time)' : ''}…`);
  const startedAt = Date.now();
  const build = spawnSync('npm', ['run', '--silent', part.script], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (build.status !== 0) {
    process.stdout.write(build.stdout);
    process.stderr.write(build.stderr);
    console.error(`${part.name}: the build failed (its output is above)`);
    process.exit(build.status ?? 1);
  }
  console.log(`${part.name}: built in ${Math.round((Date.now() - startedAt) / 1000)} s`);
}
