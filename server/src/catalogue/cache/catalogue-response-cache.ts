import zlib from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Kind, OperationTypeNode, parse, visit, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import type { CatalogueChanges } from './catalogue-changes.js';
import { acceptedEncoding } from '../../http/pages/compressed-static.js';
import { parsePlainJson, PLAIN_JSON_TEXT, readPlainJsonText } from '../../http/json-body.js';
import { onWholeBody } from '../../http/whole-body.js';

/**
 * A server-side cache of whole GraphQL responses for the public catalogue reads (`products`,
 * `product`, `categories`): the same answer for everyone, asked for far more often than it
 * changes. A hit is answered here, without GraphQL, the session lookup or the database.
 *
 * Staleness is ruled out by the catalogue's change generation (see CatalogueChanges): a change to
 * anything empties the cache, and a response is kept only if nothing it shows changed while it
 * was computed. A change to some products' stock (an order, twenty a second in a busy shop)
 * says what their stock now is: an answer that shows stock only as `stock` and `orderLimit` of
 * products it names by id has the new figures written in when it is next served;
 * prices, names and images are never recomputed for it. Other answers that show those products'
 * stock (under an alias, or their updated time) are dropped. Concurrent misses of one answer wait for the first instead of all asking the
 * database (under a stream of orders the same listing is recomputed by one request, not fifty).
 * Browsers still get `cache-control: no-store`, exactly as GraphQL sends it: this is our copy.
 *
 * Two doors. `middleware` sits just before GraphQL and keys on the parsed request (operation,
 * document, variables in canonical order). `frontDoor` sits before everything else and answers a
 * request whose exact bytes it has seen answered before — the storefront sends the same bytes for
 * the same query — so a repeat costs reading the body and one lookup; the headers every other
 * middleware would have set were kept with the answer.
 */
export interface CatalogueResponseCacheOptions {
  changes: CatalogueChanges;
  /** False while changes made elsewhere could go unnoticed; nothing is served or kept then. */
  isTrustworthy?: () => boolean;
  /**
   * Resolves once every change committed before the call is known (another process's write reaches
   * us a moment after its commit): awaited before anything kept is served, so a shopper who was
   * told a change is done is never answered from a copy made before it.
   */
  caughtUp?: () => Promise<void>;
  /**
   * The `orderLimit` a product with this stock shows (QuoteService.orderLimit). Without it, an
   * answer showing orderLimit is dropped on a stock change rather than rewritten.
   */
  orderLimit?: (stock: number) => number;
  /** Most responses kept (least recently used go first). */
  maxEntries?: number;
  /** Most bytes of response bodies kept in all. */
  maxBytes?: number;
  /** The JSON body limit: the front door reads bodies up to this size. */
  bodyLimitBytes?: number;
}

export interface CatalogueResponseCache {
  /** Mount first at /graphql: answers repeats of requests seen byte for byte. */
  frontDoor: RequestHandler;
  /** Mount just before GraphQL. */
  middleware: RequestHandler;
  /** Responses kept right now. */
  readonly size: number;
  stop(): void;
}

/** Root fields whose answers depend on nothing but the catalogue: no cookie, no account. */
const PUBLIC_ROOT_FIELDS = new Set(['products', 'product', 'categories', '__typename']);
/** Headers that belong to one response on one connection, never replayed. */
const OWN_HEADERS = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id']);
/** Request bodies longer than this are not remembered byte for byte (the parsed key still works). */
const MAX_ALIASED_BODY = 16 * 1024;
const MAX_DECISIONS = 1000;
const MAX_MEMO_QUERY_LENGTH = 10_000;
/** A document longer than this is no storefront query; parsing stops there (as Apollo's own limit does). */
const MAX_TOKENS = 5000;
/** Smaller answers are sent as they are: compressing them saves less than it costs. */
const MIN_COMPRESS_BYTES = 1024;

interface Entry {
  body: Buffer;
  /** The body's length when kept: what it counts against maxBytes (rewritten stock moves it by a few bytes). */
  size: number;
  /** Every header the answer went out with (security headers included), as name, value, … */
  headers: string[];
  /** The same with `vary: Accept-Encoding` merged in, for compressed replays. */
  compressedHeaders: string[];
  /** Compressed once, the first time a client asks for it that way. */
  br?: Buffer;
  gzip?: Buffer;
  /** What the answer shows (see Shows): which stock changes make it stale. */
  shows: Shows;
  /** Where its stock figures are, when they follow stock changes (`shows.stockFollows`). */
  stock?: StockFigures;
}

/**
 * The products an answer shows (null: it cannot be told) and whether it shows their stock or updated
 * time; `stockFollows` when stock shows only where StockFigures can write it in.
 */
interface Shows {
  products: ReadonlySet<string> | null;
  stock: boolean;
  stockFollows: boolean;
}

/** An answer's parsed JSON and its products' objects that show stock, rewritten when stock changes. */
interface StockFigures {
  answer: unknown;
  shown: Array<{ id: string; object: Record<string, unknown> }>;
  /** What followed the JSON in the body (GraphQL ends it with a newline). */
  tail: string;
  /** CatalogueChanges.stockVersion when the figures were last brought up to date. */
  version: number;
}

/** Most time a miss waits for the same answer being computed by another request before computing its own. */
const MAX_WAIT_MS = 2_000;
/** How many computations of one answer a request waits for before asking GraphQL itself. */
const MAX_ATTEMPTS = 5;

export function createCatalogueResponseCache(options: CatalogueResponseCacheOptions): CatalogueResponseCache {
  const { changes, orderLimit } = options;
  const isTrustworthy = options.isTrustworthy ?? (() => true);
  const caughtUp = options.caughtUp ?? (() => Promise.resolve());
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const maxEntryBytes = Math.max(1, Math.floor(maxBytes / 8));
  // Map iteration order is insertion order: re-inserting on every hit makes the first key the
  // least recently used.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const decisions = new Map<string, QueryFacts | null>();
  // Exact request bytes (with the headers the answer depends on) → key in `entries`.
  const aliases = new Map<string, string>();
  const bodyLimitBytes = options.bodyLimitBytes ?? 64 * 1024;

  const clear = () => {
    entries.clear();
    aliases.clear();
    bytes = 0;
  };
  /** Answers being computed now, by key: requests for the same answer wait for it. */
  const inflight = new Map<string, Promise<Entry | null>>();
  /** Only some products' stock changed: drop the answers that show it and cannot have it written in. */
  const forget = (stockOf: readonly string[]) => {
    for (const [key, entry] of entries) {
      const { products, stock, stockFollows } = entry.shows;
      if (stock && !stockFollows && (products === null || stockOf.some((id) => products.has(id)))) {
        entries.delete(key);
        bytes -= entry.size;
      }
    }
  };
  const unsubscribe = changes.onChange((stockOf) => (stockOf ? forget(stockOf) : clear()));

  function store(key: string, entry: Entry) {
    if (entry.body.length > maxEntryBytes) return;
    const previous = entries.get(key);
    if (previous) {
      entries.delete(key);
      bytes -= previous.size;
    }
    entries.set(key, entry);
    bytes += entry.size;
    for (const [oldest, old] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      entries.delete(oldest);
      bytes -= old.size;
    }
  }

  /** Parsed once per distinct document: facts about a query of public root fields only, else null. */
  function publicCatalogueQuery(query: string, operationName: string | null): QueryFacts | null {
    // Real storefront documents are a few kB; huge ones are judged each time rather than kept.
    if (query.length > MAX_MEMO_QUERY_LENGTH) return decide(query, operationName);
    const memoKey = `${operationName ?? ''}\u0000${query}`;
    let decision = decisions.get(memoKey);
    if (decision === undefined) {
      decision = decide(query, operationName);
      // Random documents must not grow this without bound.
      if (decisions.size >= MAX_DECISIONS) decisions.clear();
      decisions.set(memoKey, decision);
    }
    return decision;
  }

  function lookup(key: string): Entry | undefined {
    const hit = entries.get(key);
    if (hit) {
      entries.delete(key);
      entries.set(key, hit);
    }
    return hit;
  }

  /** Writes the stock announced since into an answer whose stock follows changes (only when some moved). */
  function bringStockUpToDate(entry: Entry) {
    const figures = entry.stock;
    if (!figures || figures.version === changes.stockVersion) return;
    figures.version = changes.stockVersion;
    let moved = false;
    for (const { id, object } of figures.shown) {
      const stock = changes.stockOf(id);
      if (stock === undefined) continue;
      if ('stock' in object && object.stock !== stock) {
        object.stock = stock;
        moved = true;
      }
      if (orderLimit && 'orderLimit' in object) {
        const limit = orderLimit(stock);
        if (object.orderLimit !== limit) {
          object.orderLimit = limit;
          moved = true;
        }
      }
    }
    if (!moved) return;
    const body = Buffer.from(JSON.stringify(figures.answer) + figures.tail, 'utf8');
    entry.body = body;
    entry.br = undefined;
    entry.gzip = undefined;
  }

  function send(req: Request, res: Response, entry: Entry) {
    bringStockUpToDate(entry);
    const encoding = entry.body.length >= MIN_COMPRESS_BYTES ? acceptedEncoding(req.headers['accept-encoding']) : null;
    const body = encoding ? compressed(entry, encoding) : entry.body;
    const head = encoding
      ? [...entry.compressedHeaders, 'content-encoding', encoding, 'content-length', String(body.length)]
      : [...entry.headers, 'content-length', String(body.length)];
    res.writeHead(200, head);
    res.end(body);
  }

  const frontDoor = (req: Request, res: Response, next: NextFunction) => {
    const reading = readPlainJsonText(req, bodyLimitBytes);
    if (!reading) return next();
    reading
      .then(async (text) => {
        if (aliases.size > 0 && isTrustworthy() && aliases.has(aliasOf(req, text))) {
          await caughtUp();
          const key = isTrustworthy() ? aliases.get(aliasOf(req, text)) : undefined;
          const hit = key === undefined ? undefined : lookup(key);
          if (hit) return send(req, res, hit);
        }
        try {
          req.body = parsePlainJson(text);
        } catch {
          // Left unparsed: the JSON body parser reports it where it always does.
        }
        next();
      })
      .catch(next);
  };

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'POST') return next();
    const request = cacheableRequest(req.body);
    const facts = request && isTrustworthy() ? publicCatalogueQuery(request.query, request.operationName) : null;
    if (!request || !facts) return next();

    const key = `${req.headers.accept ?? ''}\u0000${request.operationName ?? ''}\u0000${request.query}\u0000${canonicalJson(request.variables ?? {})}`;
    caughtUp().then(() => (isTrustworthy() ? answer(key, facts, req, res, next, 0) : next()), next);
  };

  /**
   * From the cache, else from the computation of the same answer already under way, else computed
   * here. When the awaited computation could not be kept (something it shows changed meanwhile),
   * the waiters try again rather than all asking GraphQL at once: one of them computes, the rest wait.
   */
  function answer(key: string, facts: QueryFacts, req: Request, res: Response, next: NextFunction, attempt: number) {
    const hit = lookup(key);
    if (hit) return send(req, res, hit);
    const computing = inflight.get(key);
    if (computing) {
      // Its answer is as fresh as one computed now: nothing it shows changed while it was computed.
      computing.then((entry) => {
        if (res.headersSent || res.writableEnded) return;
        // Kept and not dropped since (a change announced while this request waited drops it).
        if (entry && entries.get(key) === entry) return send(req, res, entry);
        if (attempt < MAX_ATTEMPTS && isTrustworthy()) return answer(key, facts, req, res, next, attempt + 1);
        next();
      }, next);
      return;
    }

    const mark = changes.generation;
    let settle: (entry: Entry | null) => void = () => {};
    const done = new Promise<Entry | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), MAX_WAIT_MS);
      settle = (entry) => {
        clearTimeout(timer);
        resolve(entry);
      };
    });
    inflight.set(key, done);
    void done.then(() => {
      if (inflight.get(key) === done) inflight.delete(key);
    });
    res.on('close', () => settle(null));
    const text = (req as Request & { [PLAIN_JSON_TEXT]?: string })[PLAIN_JSON_TEXT];
    onWholeBody(res, (body) => {
      const shown = res.statusCode === 200 ? plainDataShows(body, facts, orderLimit !== undefined) : null;
      // A change since this read began to what it shows may not be in what it read: never keep it.
      // (Stock that follows changes is the exception: whatever it read, the stock announced since
      // is written in before it is served.)
      if (!shown || changes.changedSince(mark, shown.shows) || !isTrustworthy()) return settle(null);
      const headers = replayableHeaders(res);
      if (!headers) return settle(null);
      const { shows, stock } = shown;
      const entry: Entry = { body, size: body.length, headers, compressedHeaders: withVary(headers), shows, stock };
      store(key, entry);
      settle(entry);
      if (text !== undefined && text.length <= MAX_ALIASED_BODY) {
        // Random bodies must not grow this without bound.
        if (aliases.size >= maxEntries * 4) aliases.clear();
        aliases.set(aliasOf(req, text), key);
      }
    });
    next();
  }

  return {
    frontDoor,
    middleware,
    get size() {
      return entries.size;
    },
    stop() {
      unsubscribe();
      clear();
    },
  };
}

/**
 * A request's exact bytes plus the headers its answer depends on: Accept (GraphQL picks the
 * response type from it) and the client name (trusted documents may refuse our own storefront a
 * document it sends in full, and such a refusal must never be bypassed by a replay).
 */
function aliasOf(req: Request, text: string): string {
  return `${req.headers.accept ?? ''}\u0000${String(req.headers['apollographql-client-name'] ?? '')}\u0000${text}`;
}

/** The headers an answer went out with, flat; null when one must not be replayed (a cookie). */
function replayableHeaders(res: Response): string[] | null {
  const headers: string[] = [];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || OWN_HEADERS.has(name)) continue;
    if (name === 'set-cookie') return null;
    headers.push(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return headers;
}

function withVary(headers: string[]): string[] {
  const result = headers.slice();
  const index = result.findIndex((name, i) => i % 2 === 0 && name === 'vary');
  if (index < 0) result.push('vary', 'Accept-Encoding');
  else if (!/accept-encoding/i.test(result[index + 1])) result[index + 1] = `${result[index + 1]}, Accept-Encoding`;
  return result;
}

interface CacheableRequest {
  query: string;
  operationName: string | null;
  variables: Record<string, unknown> | null;
}

/** A plain GraphQL-over-HTTP body; anything unusual (extensions, persisted queries) is left to GraphQL. */
function cacheableRequest(body: unknown): CacheableRequest | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const { query, operationName, variables, extensions } = body as Record<string, unknown>;
  if (typeof query !== 'string' || !onlyClientMetadata(extensions)) return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) return null;
  return { query, operationName: operationName ?? null, variables: (variables as Record<string, unknown> | null) ?? null };
}

/**
 * Apollo Client 4 sends `extensions.clientLibrary` (its name and version) with every request; it
 * never changes the answer, so it must not keep our own storefront's reads out of the cache.
 */
function onlyClientMetadata(extensions: unknown): boolean {
  if (extensions == null) return true;
  if (typeof extensions !== 'object' || Array.isArray(extensions)) return false;
  return Object.keys(extensions).every((key) => key === 'clientLibrary');
}

/** What the document tells about its answers, read once per document. */
interface QueryFacts {
  /** It selects stock, orderLimit or updatedAt (under any alias). */
  stock: boolean;
  /** It selects updatedAt, which no stock announcement can write in. */
  updatedAt: boolean;
  /** It selects orderLimit, written in from the stock only when the cache knows the rule. */
  orderLimit: boolean;
  /**
   * Keys named "id", "stock", "orderLimit" and "updatedAt" in its answer are always those fields
   * of a product (or a category's id): no alias hides or fakes one.
   */
  idsReliable: boolean;
}

/** Fields whose value moves when only stock does (orderLimit is derived from stock). */
const STOCK_FIELDS = new Set(['stock', 'orderLimit', 'updatedAt']);
const NAMED_KEYS = new Set(['id', 'stock', 'orderLimit', 'updatedAt']);

function decide(query: string, operationName: string | null): QueryFacts | null {
  let document;
  try {
    document = parse(query, { noLocation: true, maxTokens: MAX_TOKENS });
  } catch {
    return null;
  }
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  const operation =
    operationName == null
      ? operations.length === 1
        ? operations[0]
        : undefined
      : operations.find((op) => op.name?.value === operationName);
  if (!operation || operation.operation !== OperationTypeNode.QUERY) return null;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  if (!onlyPublicRootFields(operation.selectionSet, fragments, new Set())) return null;
  // Over the whole document (unused fragments too): only ever more cautious.
  const facts: QueryFacts = { stock: false, updatedAt: false, orderLimit: false, idsReliable: true };
  visit(document, {
    Field(field) {
      if (STOCK_FIELDS.has(field.name.value)) facts.stock = true;
      if (field.name.value === 'updatedAt') facts.updatedAt = true;
      if (field.name.value === 'orderLimit') facts.orderLimit = true;
      if (field.alias && (NAMED_KEYS.has(field.alias.value) || NAMED_KEYS.has(field.name.value))) facts.idsReliable = false;
    },
  });
  return facts;
}

// Below the root everything is Product, Size, ProductPage or Category: public types with no
// field that depends on who asks. A viewer-dependent field added there must be excluded here.
function onlyPublicRootFields(selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, seen: Set<string>): boolean {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (!PUBLIC_ROOT_FIELDS.has(selection.name.value)) return false;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      if (selection.typeCondition && selection.typeCondition.name.value !== 'Query') return false;
      if (!onlyPublicRootFields(selection.selectionSet, fragments, seen)) return false;
    } else {
      const fragment = fragments.get(selection.name.value);
      if (!fragment || seen.has(fragment.name.value) || fragment.typeCondition.name.value !== 'Query') return false;
      seen.add(fragment.name.value);
      if (!onlyPublicRootFields(fragment.selectionSet, fragments, seen)) return false;
    }
  }
  return true;
}

function compressed(entry: Entry, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    entry.br ??= zlib.brotliCompressSync(entry.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    return entry.br;
  }
  entry.gzip ??= zlib.gzipSync(entry.body, { level: 6 });
  return entry.gzip;
}

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` are one key. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const keys = Object.keys(value)
    .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
    .sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`).join(',')}}`;
}

/**
 * Only complete answers are kept (data present, no error anywhere): what such an answer shows,
 * and where its stock figures are when they can follow stock changes, else null.
 */
function plainDataShows(body: Buffer, facts: QueryFacts, knowsOrderLimit: boolean): { shows: Shows; stock?: StockFigures } | null {
  const text = body.toString('utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const answer = parsed as Record<string, unknown>;
  if (answer.data == null || 'errors' in answer) return null;
  const collected: Collected = { products: facts.idsReliable ? new Set<string>() : null, stock: facts.stock, shown: [] };
  collectShown(answer.data, collected);
  const { products, stock, shown } = collected;
  const stockFollows = stock && products !== null && shown.length > 0 && !facts.updatedAt && (!facts.orderLimit || knowsOrderLimit);
  const shows: Shows = { products, stock, stockFollows };
  if (!stockFollows) return { shows };
  // Re-serialising the parsed answer gives back these very bytes (GraphQL's JSON.stringify)
  // only when nothing but whitespace follows it; anything else is not rewritten.
  const tail = text.slice(text.trimEnd().length);
  if (JSON.stringify(parsed) + tail !== text) return { shows: { ...shows, stockFollows: false } };
  return { shows, stock: { answer: parsed, shown, tail, version: -1 } };
}

interface Collected {
  products: Set<string> | null;
  stock: boolean;
  /** Objects showing stock or orderLimit, with their id. */
  shown: StockFigures['shown'];
}

/**
 * Every object with an `id` is taken for a product (categories' ids only add harmless names);
 * an object showing stock, orderLimit or updatedAt without its id makes the answer depend on
 * every product.
 */
function collectShown(value: unknown, collected: Collected): void {
  if (Array.isArray(value)) {
    for (const item of value) collectShown(item, collected);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const object = value as Record<string, unknown>;
  const showsStock = 'stock' in object || 'orderLimit' in object || 'updatedAt' in object;
  if (showsStock) collected.stock = true;
  if (typeof object.id === 'string') {
    collected.products?.add(object.id);
    if ('stock' in object || 'orderLimit' in object) collected.shown.push({ id: object.id, object });
  } else if (showsStock) collected.products = null;
  for (const child of Object.values(object)) if (child !== null && typeof child === 'object') collectShown(child, collected);
}
