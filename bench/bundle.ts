import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * What the browser downloads first, gzip-compressed: run after `npm run build:client`.
 * For each page: the entry and everything it imports statically, plus the page's route chunk and
 * its static imports, which hydration waits for (client/src/main.tsx loads the matched routes
 * before hydrating; the server lists them for start-after-load.js). Counting the entry alone left
 * the home route's ~16 KB out of `/`'s figure. The entry alone is still shown, for comparison.
 * Fails when `/` ships more than 184 KB of JS or when any of these loads contains admin code.
 */
interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

// 180 KB until the header gained search suggestions and every category's link (181.7 KB then);
// loading the suggestions on the search box's first focus is the way back under 180.
const ROOT_JS_BUDGET_KB = 184;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'client', 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size == null) {
    size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** A chunk and everything it imports statically. */
function staticClosure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    if (!manifest[key]) throw new Error(`manifest has no chunk ${key}`);
    seen.add(key);
    staticClosure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

function routeKey(file: string): string {
  const key = Object.keys(manifest).find((candidate) => candidate.endsWith(`src/app/routes/${file}`));
  if (!key) throw new Error(`no chunk for route module ${file}`);
  return key;
}

interface Load {
  label: string;
  keys: Set<string>;
}

function measure(load: Load) {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of load.keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
  }
  const jsBytes = [...js].reduce((sum, file) => sum + gzipSize(file), 0);
  const cssBytes = [...css].reduce((sum, file) => sum + gzipSize(file), 0);
  const admin = [...load.keys].filter((key) => /admin/i.test(key) || /admin/i.test(manifest[key].file));
  return { ...load, js, css, jsKB: jsBytes / 1024, cssKB: cssBytes / 1024, admin };
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('manifest has no entry');
const entry = staticClosure([entryKey]);

const loads = [
  measure({ label: '/ (entry + home route)', keys: staticClosure([routeKey('home.tsx')], new Set(entry)) }),
  measure({ label: 'entry alone (not a page)', keys: entry }),
  measure({ label: '/products', keys: staticClosure([routeKey('products.tsx')], new Set(entry)) }),
  measure({ label: '/product/:id', keys: staticClosure([routeKey('product.tsx')], new Set(entry)) }),
];

const pad = (text: string, width: number) => text.padEnd(width);
console.log(`${pad('load', 30)}${pad('JS gzip', 12)}${pad('CSS gzip', 12)}files`);
for (const load of loads) {
  console.log(
    `${pad(load.label, 30)}${pad(`${load.jsKB.toFixed(1)} KB`, 12)}${pad(`${load.cssKB.toFixed(1)} KB`, 12)}${load.js.size} js, ${load.css.size} css`,
  );
}
console.log('\nFirst load of / (what hydration needs):');
for (const file of [...loads[0].js].sort((a, b) => gzipSize(b) - gzipSize(a)))
  console.log(`  ${pad(file, 48)}${(gzipSize(file) / 1024).toFixed(1)} KB`);

let failed = false;
for (const load of loads) {
  if (load.admin.length) {
    console.error(`FAIL: ${load.label} loads admin code: ${load.admin.join(', ')}`);
    failed = true;
  }
}
if (loads[0].jsKB > ROOT_JS_BUDGET_KB) {
  console.error(`FAIL: / loads ${loads[0].jsKB.toFixed(1)} KB of JS (gzip), over the ${ROOT_JS_BUDGET_KB} KB budget`);
  failed = true;
}
if (!failed) console.log(`\nOK: / is within ${ROOT_JS_BUDGET_KB} KB of JS and no admin code is in these loads.`);
process.exit(failed ? 1 : 0);
