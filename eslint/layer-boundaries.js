// @ts-check
/**
 * The import directions of docs/STYLE (shared → features → app on the client; adapters → services
 * → entities on the server; common/ imports nothing of ours), as one ESLint rule. Each import is
 * resolved to a path in the repository (relative or through the @/, @common/, @server/ aliases)
 * and checked against the table below, so a relative path cannot slip past an alias rule.
 */
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

const ALIASES = [
  ['@/', 'client/src/'],
  ['@common/', 'common/'],
  ['@server/', 'server/src/'],
];

/** Repository-relative path an import points at, or null for packages and node built-ins. */
function resolveImport(fromFile, specifier) {
  for (const [alias, target] of ALIASES) if (specifier.startsWith(alias)) return target + specifier.slice(alias.length);
  if (!specifier.startsWith('.')) return null;
  return path
    .relative(ROOT, path.resolve(path.dirname(fromFile), specifier))
    .split(path.sep)
    .join('/');
}

/**
 * The server's map, written once: each domain folder under server/src and the folders it may import
 * besides its own. Domains own the rules and never import an adapter (graphql/, rest/) or the
 * container that builds them all; the adapters and the composition root (app.ts, main.ts,
 * container.ts) may import any domain. A folder missing here may import nothing of the server.
 */
const SERVER_DOMAINS = {
  // The kernel names the types its seams carry (the signed-in user, a token, the payment port).
  kernel: ['config', 'accounts', 'integrations', 'payments'],
  accounts: ['kernel', 'config', 'integrations', 'mail', 'orders'],
  reviews: ['kernel', 'config', 'accounts'],
  // Shipments and returns: move orders through their transition, e-mail the shopper, refund through payments.
  // Returns: a shopper's request on a delivered order, the owner's decision, the refund through payments.
  returns: ['kernel', 'config', 'accounts', 'orders', 'payments', 'mail', 'back-office', 'integrations'],
  // invoicing: packing slips are drawn with the documents' fonts and text helpers (invoicing/pdf/).
  fulfilment: ['kernel', 'config', 'accounts', 'orders', 'payments', 'mail', 'back-office', 'integrations', 'invoicing'],
  catalogue: ['kernel', 'config', 'accounts', 'http'],
  orders: ['kernel', 'config', 'accounts', 'catalogue', 'integrations', 'payments', 'mail', 'invoicing', 'discounts', 'cash-on-delivery'],
  // Cash on delivery: the owner's terms, the open-order limit under its locks, the cash collected
  // and the parcel returned, each moving the order through its transition.
  'cash-on-delivery': ['kernel', 'config', 'accounts', 'back-office', 'orders', 'mail', 'invoicing'],
  // Discount codes: their terms and the owner's list; their uses are orders, counted in SQL.
  discounts: ['kernel', 'config', 'accounts', 'back-office'],
  payments: ['kernel', 'config', 'accounts', 'orders', 'integrations', 'mail', 'invoicing'],
  integrations: ['kernel', 'config', 'accounts', 'orders'],
  mail: ['kernel', 'config', 'orders', 'invoicing', 'back-office'],
  // GST invoices and credit notes: issued from the payments' paid and refunded paths, read by mail.
  invoicing: ['kernel', 'config', 'accounts', 'orders', 'catalogue', 'back-office'],
  'back-office': ['kernel', 'config', 'accounts', 'mail', 'orders', 'catalogue'],
  config: [],
};
const SERVER_ADAPTERS = ['graphql', 'rest', 'http', 'db', 'observability'];

/** The first folder under server/src of a path, or '' for files at its root. */
function serverFolderOf(file) {
  const parts = file.slice('server/src/'.length).split('/');
  return parts.length > 1 ? parts[0] : '';
}

/**
 * Each rule: the files it holds (a path prefix of the importing file) and, for a resolved target,
 * a reason why that import is refused (or null when allowed).
 * @type {Array<{ files: string; refuse: (target: string, from: string) => string | null }>}
 */
const RULES = [
  {
    files: 'common/',
    refuse: (target) => (target.startsWith('common/') ? null : 'common/ holds rules both sides show: it imports nothing of ours'),
  },
  {
    files: 'client/src/features/',
    refuse: (target, from) => {
      const own = from.split('/').slice(0, 4).join('/') + '/';
      if (target.startsWith('client/src/features/') && !target.startsWith(own))
        return 'a feature does not import another feature: move what both need to components/ or lib/';
      if (target.startsWith('client/src/app/')) return 'features do not import the app (routes, router, providers)';
      return null;
    },
  },
  ...['client/src/components/', 'client/src/lib/', 'client/src/config/'].map((files) => ({
    files,
    refuse: (target) =>
      target.startsWith('client/src/features/') || target.startsWith('client/src/app/')
        ? 'shared client code does not import features or the app (imports flow shared → features → app)'
        : null,
  })),
  {
    files: 'client/src/',
    refuse: (target) => (target.startsWith('server/') ? 'the client does not import server code' : null),
  },
  {
    files: 'server/src/',
    refuse: (target, from) => {
      if (!target.startsWith('server/src/')) return null;
      const own = serverFolderOf(from);
      const other = serverFolderOf(target);
      if (own === '' || own === other || SERVER_ADAPTERS.includes(own)) return null;
      const allowed = SERVER_DOMAINS[own];
      if (!allowed) return `${own}/ is not on the server's map in eslint/layer-boundaries.js`;
      if (other === '') return 'a domain never imports the composition root (container.ts, app.ts): take ShopServiceDeps from kernel/';
      return allowed.includes(other) ? null : `${own}/ may import only ${allowed.join(', ') || 'nothing of the server'} (not ${other}/)`;
    },
  },
  {
    files: 'server/src/',
    refuse: (target) => (target.startsWith('client/src/') ? 'the server does not import client source' : null),
  },
];

/** @type {import('eslint').Rule.RuleModule} */
export const layerBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layers of STYLE.md' },
    schema: [],
    messages: { refused: '{{reason}} ({{target}})', deep: 'Import through an alias (@/, @common/, @server/), not more than two ../' },
  },
  create(context) {
    const from = path.relative(ROOT, context.filename).split(path.sep).join('/');
    const isTest = /\.test\.tsx?$/.test(from);
    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      if (/^(\.\.\/){3,}/.test(specifier)) context.report({ node, messageId: 'deep' });
      const target = resolveImport(context.filename, specifier);
      if (!target) return;
      for (const rule of RULES) {
        if (!from.startsWith(rule.files)) continue;
        // A test may reach across to what it checks (e.g. a server test reading a client constant).
        if (isTest && rule.files === 'server/src/') continue;
        const reason = rule.refuse(target, from);
        if (reason) {
          context.report({ node, messageId: 'refused', data: { reason, target } });
          return;
        }
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
