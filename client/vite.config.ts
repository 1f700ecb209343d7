import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { parse } from 'graphql';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { themeCssVariables } from './src/config/theme-css-variables.js';

const clientRoot = path.dirname(fileURLToPath(import.meta.url));
const gqlDir = path.join(clientRoot, 'src', 'gql');
const backend = process.env.VITE_BACKEND_URL ?? 'http://localhost:4000';

/**
 * Replaces each `graphql(`...`)` call with the typed document codegen generated for it, inlined
 * as a literal (what the client preset's babel plugin does, minus the import). Without this the
 * `graphql()` function keeps the generated map of ALL documents (admin ones included) in the
 * first chunk; importing from gql/graphql.ts instead would still put every document used by any
 * chunk into whichever chunk holds that module. Inlined, each chunk carries only its own.
 */
function graphqlDocuments(): Plugin {
  const callPattern = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
  const generatedFile = path.join(gqlDir, 'graphql.ts');
  let cache: { mtimeMs: number; documents: Map<string, string> } | null = null;

  /** Generated documents keyed by the kind and name of their first definition. */
  function generatedDocuments(): Map<string, string> {
    const { mtimeMs } = statSync(generatedFile);
    if (cache?.mtimeMs === mtimeMs) return cache.documents;
    const documents = new Map<string, string>();
    for (const match of readFileSync(generatedFile, 'utf8').matchAll(/^export const \w+ = (\{.*\}) as unknown as DocumentNode</gm)) {
      const first = (JSON.parse(match[1]) as { definitions: Array<{ kind: string; name?: { value: string } }> }).definitions[0];
      if (first?.name) documents.set(`${first.kind}:${first.name.value}`, match[1]);
    }
    cache = { mtimeMs, documents };
    return documents;
  }

  return {
    name: 'herbal:graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.(ts|tsx)$/.test(file) || file.startsWith(gqlDir) || file.includes('node_modules') || !code.includes('graphql(')) return null;
      const documents = generatedDocuments();
      let replaced = 0;
      const output = code.replace(callPattern, (match, source: string) => {
        const definition = parse(source).definitions[0];
        const name = 'name' in definition && definition.name ? definition.name.value : null;
        const literal = name ? documents.get(`${definition.kind}:${name}`) : undefined;
        if (!literal) {
          this.warn(`no generated document for ${name ?? 'an unnamed operation'} in ${file}: run npm run codegen`);
          return match;
        }
        replaced += 1;
        return `(${literal})`;
      });
      if (replaced === 0) return null;
      // Drop the now unused `graphql` import, which would keep the map of every document.
      const code2 = output.replace(
        /import\s*\{([^}]*)\}\s*from\s*(['"][^'"]*\/gql(?:\/index)?['"]);?/g,
        (_statement, specifiers: string, from: string) => {
          const kept = specifiers
            .split(',')
            .map((part) => part.trim())
            .filter((part) => part && part !== 'graphql');
          return kept.length ? `import { ${kept.join(', ')} } from ${from};` : '';
        },
      );
      return { code: code2, map: null };
    },
  };
}

/**
 * @mantine/hooks' `useId` replaced by client/src/lib/mantine-use-id.ts (why: there). Applies to
 * the builds, browser and server alike; the dev server's pre-bundled Mantine keeps its own, which
 * differs only in when its ids settle.
 */
export function mantineIdsFromReact(): Plugin {
  const mantineUseId = /[\\/]node_modules[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
  const replacement = path.join(clientRoot, 'src', 'lib', 'mantine-use-id.ts');
  let replaced = false;
  return {
    name: 'herbal:mantine-ids-from-react',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer?.includes('@mantine') || !source.includes('use-id')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !mantineUseId.test(resolved.id)) return resolved;
      replaced = true;
      return replacement;
    },
    // A Mantine release that moves its hook would otherwise bring the random ids back unnoticed.
    generateBundle() {
      if (!replaced) this.error(`no import of Mantine's useId was found to replace: is it still at ${mantineUseId}?`);
    },
  };
}

/**
 * Names the module of each `deferredComponent(() => import('…')…)` call, rewriting it to
 * `deferredComponent.inModule("src/…")(…)` (lib/deferred-hydration.tsx), in the browser's build
 * and the server's alike. The server renders a deferred part's HTML into the page and links the
 * stylesheets Vite's manifest lists for that module; without its name it could not. A call whose
 * import is not written out (the checkout's outcome views share one loader) keeps no name: fine
 * for parts the server never renders, as those are.
 */
export function deferredComponentModules(): Plugin {
  const call = /\bdeferredComponent\(\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\1\s*\)/g;
  return {
    name: 'herbal:deferred-component-modules',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.(ts|tsx)$/.test(file) || file.includes('node_modules') || !code.includes('deferredComponent(')) return null;
      const calls = [...code.matchAll(call)];
      if (calls.length === 0) return null;
      let output = code;
      for (const match of calls.reverse()) {
        const resolved = await this.resolve(match[2], file);
        if (!resolved) this.error(`${file}: cannot resolve ${match[2]}`);
        const key = path.relative(clientRoot, resolved.id.split('?')[0]).split(path.sep).join('/');
        const at = match.index;
        output = `${output.slice(0, at)}deferredComponent.inModule(${JSON.stringify(key)})(${output.slice(at + 'deferredComponent('.length)}`;
      }
      return { code: output, map: null };
    },
  };
}

/**
 * `virtual:theme-variables.css`: the theme's CSS variables (src/config/theme-css-variables.ts) as a
 * stylesheet of the build, linked with the page's other styles. MantineProvider can write the same
 * rules as a `<style>` in the page, but works them out from the theme in every render to do it:
 * about 3 ms at host speed, half of one hydration slice of the home page, and as much again on the
 * server for every page it renders.
 */
export function themeVariablesStylesheet(): Plugin {
  const id = 'virtual:theme-variables.css';
  return {
    name: 'herbal:theme-variables',
    resolveId: (source) => (source === id ? id : null),
    load: (loaded) => (loaded === id ? themeCssVariables() : null),
  };
}

/**
 * React, the router and Apollo in stable, cacheable vendor chunks (every page needs them), and
 * the rest of what the first page needs (the shell: layout, Mantine components, icons) in one
 * more. All are `$initial` only: Mantine components, icons and app code that only lazy pages use
 * (drawers, menus, toasts, the admin console) stay in those pages' chunks. Without the shell group
 * the first load was ~40 small files, whose separate compression cost ~9 KB over the budget.
 */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, priority: 25 },
  { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|@wry|optimism|rxjs|tslib|@graphql-typed-document-node)[\\/]/, priority: 20 },
  { name: 'shell', test: /[\\/](node_modules[\\/](@mantine|@tabler)|client[\\/]src|common)[\\/]/, priority: 10 },
].map((group) => ({ ...group, tags: ['$initial' as const] }));

/**
 * Every text file the browser fetches, written beside itself brotli- and gzip-compressed at the
 * highest levels (`app.js.br`, `app.js.gz`), which the server sends as they are
 * (server/src/http/pages/compressed-static.ts). Compressed on first request instead, a fresh shop
 * spent ~4.7 s on the admin console's ~70 chunks while its first visitor waited, and at a lower
 * level, since a request cannot wait for brotli's best. Below 1 KB compression saves less than a
 * packet; files it would not shrink are left out.
 */
const precompressed = () =>
  compression({
    include: /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/,
    threshold: 1024,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }),
      defineAlgorithm('gzip', { level: zlib.constants.Z_BEST_COMPRESSION }),
    ],
    logLevel: 'silent',
  });

export default defineConfig(({ isSsrBuild }) => ({
  root: clientRoot,
  publicDir: path.join(clientRoot, 'public'),
  plugins: [
    graphqlDocuments(),
    mantineIdsFromReact(),
    deferredComponentModules(),
    themeVariablesStylesheet(),
    react(),
    ...(isSsrBuild ? [] : [precompressed()]),
  ],
  // The import aliases (@/, @common/, @server/) come from tsconfig.json's `paths`, the one place they are written.
  resolve: {
    tsconfigPaths: true,
    // rxjs (under Apollo) in its ES2015 build: native classes instead of the ES5 build's helpers
    // and tslib, a few KB less in every page's first load.
    conditions: isSsrBuild ? undefined : [...defaultClientConditions, 'es2015'],
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': backend,
      '/api': backend,
      '/sandbox': backend,
      '/healthz': backend,
      '/images/uploads': backend,
    },
  },
  preview: { port: 4174 },
  // The renderer carries its own production React and everything that uses it, so the server
  // renders with the same code the browser hydrates with, whatever NODE_ENV the shop runs under.
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? {
        // The server's renderer of public pages (client/src/entry-server.tsx): a Node module
        // beside, not inside, the folder served to browsers.
        outDir: path.join(clientRoot, 'dist-ssr'),
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: false,
        target: 'node20',
      }
    : {
        outDir: path.join(clientRoot, 'dist'),
        emptyOutDir: true,
        manifest: true,
        sourcemap: false,
        target: 'es2022',
        chunkSizeWarningLimit: 400,
        rolldownOptions: {
          output: {
            codeSplitting: { groups: vendorGroups },
            // The first chunk lists every file a route's dynamic import preloads (Vite's
            // __vite__mapDeps): ~70 names whose hashes do not compress. The small shared chunks
            // (a Mantine component, a helper two features use) are named by hash alone, which cut
            // ~0.4 KB from `/`'s first load; the vendor groups and the routes keep their names.
            chunkFileNames: (chunk) =>
              chunk.isDynamicEntry || vendorGroups.some((group) => group.name === chunk.name)
                ? 'assets/[name]-[hash].js'
                : 'assets/[hash].js',
          },
        },
      },
}));
