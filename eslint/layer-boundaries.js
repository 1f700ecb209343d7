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
 * container.ts, events.ts) may import any domain. A folder missing here may import nothing of the server.
 *
 * The map has no cycle (checked below, when lint starts): a domain that reacts to another's change
 * subscribes to its event (kernel/event-bus.ts) and imports it; the publisher imports nothing of
 * the subscriber. The rows run from the bottom layer down the file: each names only rows written
 * before it. `orders/placement` is a row of its own: placing an order draws on discounts, cash
 * on delivery, payments and the money breakdown, all of which work on orders.
 */
const SERVER_DOMAINS = {
  config: [],
  // The seams every domain shares: errors, the request context and access, the event bus, the payment port.
  kernel: ['config'],
  // The owner's settings, the shop's details and which e-mails the owner wants.
  settings: ['kernel', 'config'],
  // http: the public answers' cache sends what the http layer compresses and heads.
  catalogue: ['kernel', 'config', 'http'],
  reviews: ['kernel', 'config'],
  // An order after it exists: its entities, its transition and the events it publishes.
  orders: ['kernel', 'config', 'catalogue', 'settings'],
  discounts: ['kernel', 'config', 'orders'],
  payments: ['kernel', 'config', 'orders'],
  'cash-on-delivery': ['kernel', 'config', 'settings', 'orders'],
  // Delivery: PIN codes, the owner's delivery terms and the promise by PIN (cash on delivery's switch included).
  delivery: ['kernel', 'config', 'settings', 'cash-on-delivery'],
  invoicing: ['kernel', 'config', 'settings', 'catalogue', 'orders', 'payments'],
  // A return's refund goes through payments.
  returns: ['kernel', 'config', 'orders', 'payments'],
  // invoicing: packing slips are drawn with the documents' fonts and text helpers (invoicing/pdf/);
  // returns: reverse pickups collect the returns the owner approved; payments: the courier's token
  // is cached as the payment provider's is. Its e-mails are the mail subscribers' of its events.
  // delivery: the courier aggregator answers the delivery promise's serviceability port.
  fulfilment: ['kernel', 'config', 'settings', 'orders', 'payments', 'invoicing', 'returns', 'delivery'],
  'orders/placement': ['kernel', 'config', 'catalogue', 'orders', 'discounts', 'cash-on-delivery', 'payments', 'invoicing'],
  // Webhooks and e-mails subscribe to the domains' events, so they sit above every publisher.
  integrations: ['kernel', 'config', 'orders', 'payments', 'invoicing', 'returns', 'fulfilment'],
  mail: ['kernel', 'config', 'settings', 'orders', 'payments', 'invoicing', 'returns', 'fulfilment'],
  accounts: ['kernel', 'config', 'mail', 'orders'],
  // The owner's console: reports, contact messages, mail previews and failures.
  'back-office': ['kernel', 'config', 'settings', 'catalogue', 'accounts', 'mail', 'orders', 'invoicing'],
};

/** A cycle in the map (as its folders, the first repeated at the end), or null. */
export function cycleIn(map) {
  const state = new Map();
  const path = [];
  function visit(node) {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node];
    state.set(node, 'open');
    path.push(node);
    for (const next of map[node] ?? []) {
      const found = next in map ? visit(next) : null;
      if (found) return found;
    }
    path.pop();
    state.set(node, 'done');
    return null;
  }
  for (const node of Object.keys(map)) {
    const found = visit(node);
    if (found) return found;
  }
  return null;
}

const mapCycle = cycleIn(SERVER_DOMAINS);
if (mapCycle) {
  throw new Error(
    `eslint/layer-boundaries.js: the server's map lets folders import each other in a cycle (${mapCycle.join(' → ')}): publish an event, or move what both need to the lower folder`,
  );
}

const SERVER_ADAPTERS = ['graphql', 'rest', 'http', 'db', 'observability'];

/** Folders below a domain's that the map lists as rows of their own. */
const SERVER_SUBDOMAINS = ['orders/placement'];

/** The row of the map a path under server/src belongs to (its first folder, or a sub-domain), or '' for files at its root. */
function serverFolderOf(file) {
  const inside = file.slice('server/src/'.length);
  const sub = SERVER_SUBDOMAINS.find((folder) => inside.startsWith(folder + '/'));
  if (sub) return sub;
  const parts = inside.split('/');
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
    docs: { description: 'Imports follow the layers in eslint/layer-boundaries.js' },
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
