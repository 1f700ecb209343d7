// @ts-check
/**
 * `npm run build:server`: compiles the server (and the scripts an operator runs in production:
 * admin password, backup, restore) with tsc into dist/, so production runs plain JavaScript with
 * real decorator metadata for TypeORM, and no TypeScript loader at run time.
 *
 * tsc keeps import paths as written; the `@common/…` and `@server/…` aliases of tsconfig.json are
 * turned into relative paths here, so Node resolves them without a loader or a bundler.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const OUT = 'dist';
const ALIASES = { '@common/': 'common/', '@server/': 'server/src/' };
/** Files the server reads beside its own modules (import.meta.url), copied as they are. */
const ASSETS = ['server/src/db/functions', 'server/src/delivery/data'];

rmSync(OUT, { recursive: true, force: true });
const tsc = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.server.json'], { stdio: 'inherit' });
if (tsc.status !== 0) process.exit(tsc.status ?? 1);

/** @param {string} dir @returns {string[]} */
function javascriptFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return javascriptFiles(file);
    return entry.name.endsWith('.js') ? [file] : [];
  });
}

for (const folder of ASSETS) cpSync(folder, path.join(OUT, folder), { recursive: true });

for (const file of javascriptFiles(OUT)) {
  const source = readFileSync(file, 'utf8');
  const rewritten = source.replace(
    /(from\s+|import\s*\(\s*|import\s+)(['"])(@common\/|@server\/)([^'"]+)\2/g,
    (_match, lead, quote, alias, rest) => {
      const target = path.join(OUT, ALIASES[/** @type {keyof typeof ALIASES} */ (alias)], rest);
      let relative = path.relative(path.dirname(file), target).split(path.sep).join('/');
      if (!relative.startsWith('.')) relative = `./${relative}`;
      return `${lead}${quote}${relative}${quote}`;
    },
  );
  if (rewritten !== source) writeFileSync(file, rewritten);
}
