import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import type { Request, RequestHandler } from 'express';
import { getOperationAST, Kind, OperationTypeNode, parse } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { DataSource } from 'typeorm';
import { bypassesResponseCache } from '../../http/cors.js';
import { parsePlainJson, PLAIN_JSON_TEXT, readPlainJsonText } from '../../http/json-body.js';
import { acceptedEncoding } from '../../http/pages/compressed-static.js';
import { onWholeBody } from '../../http/whole-body.js';
import type { Logger } from '../../kernel/logger.js';
import { currentRequestScope, setRequestIdHeader } from '../../kernel/request-scope.js';
import { CatalogueChangeFeed } from './catalogue-change-feed.js';
import type { CatalogueChanges } from './catalogue-changes.js';

/**
 * Whole GraphQL answers to the public catalogue reads (`products`, `product`, `categories`: the
 * same for everyone, asked for far more often than they change), kept in this process's memory
 * by the request's exact bytes and answered ahead of express, without GraphQL, the session lookup
 * or the database. Every change to products the feed hears empties it; stock-only changes are
 * applied at most once a second (STOCK_LAG_MS), and after one the previous answer is still served
 * while a single request computes the new one (stale while revalidating: under a stream of orders
 * readers never queue behind the recomputation). Browsers still get `cache-control: no-store`, as
 * GraphQL sends it: this is our copy, not theirs.
 */
export interface CatalogueCache {
  /** The HTTP server's request listener: answers kept reads, hands everything else to `app` (the shop's own listener). */
  requestListener(app: (req: IncomingMessage, res: ServerResponse) => void): (req: IncomingMessage, res: ServerResponse) => void;
  /** Mount at /graphql just before GraphQL (after trusted documents resolved the query): keeps answers worth keeping. */
  beforeGraphQL: RequestHandler;
  /** What server-rendered pages need to keep rendered copies under the same rule. */
  pages: { changes: CatalogueChanges; isTrustworthy(): boolean; caughtUp(): Promise<void> };
  stop(): Promise<void>;
}

/** An answer's body and every header it went out with (security headers included), as name, value, … */
interface Entry {
  body: Buffer;
  headers: string[];
  br?: Buffer;
  gzip?: Buffer;
}

/** Root fields whose answers depend on nothing but the catalogue. Below them every type is public. */
// The shop's details (every footer asks) change only when the owner saves Settings, which the
// change feed hears as it hears a product write (db/functions/catalogue-change-notify.sql).
const PUBLIC_ROOT_FIELDS = new Set(['products', 'product', 'categories', 'shopDetails', '__typename']);
const SYNC_ARGUMENTS = new Set(['after', 'updatedSince', 'first']);
/** Headers that belong to one response on one connection, never replayed. */
const OWN_HEADERS = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id']);
const MAX_ENTRIES = 500;
const MAX_BYTES = 32 * 1024 * 1024;
/** Longer request bodies are not kept: storefront reads are a few kB. */
const MAX_REQUEST_BYTES = 16 * 1024;
/** Most time a request waits for the same answer being computed by another before computing its own. */
const MAX_WAIT_MS = 2_000;
/** Smaller answers are sent as they are: compressing them saves less than it costs. */
const MIN_COMPRESS_BYTES = 1024;

export async function startCatalogueCache(options: {
  dataSource: DataSource;
  changes: CatalogueChanges;
  logger: Logger;
  /** The JSON body limit: the request listener reads bodies up to this size. */
  bodyLimitBytes: number;
}): Promise<CatalogueCache> {
  const { dataSource, changes, logger, bodyLimitBytes } = options;
  const url = (dataSource.options as { url?: string }).url;
  const feed = url ? new CatalogueChangeFeed({ url, dataSource, changes, logger }) : null;
  await feed?.start();
  const isTrustworthy = () => feed?.watching ?? false;
  // Every change committed before a request arrived is heard before a kept answer is served.
  const caughtUp = () => feed?.caughtUp() ?? Promise.resolve();

  // Least recently used answers go first once there are MAX_ENTRIES of them or MAX_BYTES in all;
  // one answer larger than an eighth of that is not kept.
  const newEntries = () =>
    new LRUCache<string, Entry>({
      max: MAX_ENTRIES,
      maxSize: MAX_BYTES,
      maxEntrySize: MAX_BYTES / 8,
      sizeCalculation: (entry) => Math.max(1, entry.body.length),
    });
  let entries = newEntries();
  /** Answers being computed, by key: the same read asked for meanwhile waits for it (one recomputation after a change, not fifty). */
  const computing = new Map<string, Promise<Entry | null>>();
  /**
   * Answers made stale by stock-only changes, served only while their replacement is computed:
   * they are at most STOCK_LAG_MS plus one computation behind, which a listing may be.
   */
  let staleStock = newEntries();
  const publicDocuments = new Map<string, boolean>();
  const unsubscribe = changes.onChange((kind) => {
    staleStock = kind === 'stock' ? entries : newEntries();
    entries = newEntries();
  });

  function store(key: string, entry: Entry) {
    entries.set(key, entry);
  }

  async function kept(key: string): Promise<Entry | undefined> {
    if (!isTrustworthy() || (!entries.has(key) && !computing.has(key))) return undefined;
    await caughtUp();
    if (!isTrustworthy()) return undefined;
    const hit = entries.get(key);
    if (hit) return hit;
    const stale = computing.has(key) ? staleStock.peek(key) : undefined;
    if (stale) return stale;
    const computed = await computing.get(key);
    // Kept and not dropped since: nothing it shows changed while it was computed or waited for.
    return computed && entries.peek(key) === computed ? computed : undefined;
  }

  const requestListener = (app: (req: IncomingMessage, res: ServerResponse) => void) => (req: IncomingMessage, res: ServerResponse) => {
    const isGraphQL = req.method === 'POST' && (req.url === '/graphql' || req.url?.startsWith('/graphql?'));
    const reading = isGraphQL && !bypassesResponseCache(req) ? readPlainJsonText(req as Request, bodyLimitBytes) : null;
    if (!reading) {
      app(req, res);
      return;
    }
    reading
      .then(async (text) => {
        const hit = await kept(keyOf(req, text));
        if (hit) return send(req, res, hit);
        try {
          (req as Request).body = parsePlainJson(text);
        } catch {
          // Left unparsed: the JSON body parser reports it where it always does.
        }
        app(req, res);
      })
      .catch(() => {
        // The body could not be read (the client went away, or sent less than it announced).
        setRequestIdHeader(res);
        res.statusCode = 400;
        res.end();
      });
  };

  const beforeGraphQL: RequestHandler = (req, res, next) => {
    const text = (req as Request & { [PLAIN_JSON_TEXT]?: string })[PLAIN_JSON_TEXT];
    if (text === undefined || text.length > MAX_REQUEST_BYTES || bypassesResponseCache(req) || !isTrustworthy()) return next();
    const key = keyOf(req, text);
    if (computing.has(key) || !isPublicRead(req.body, publicDocuments)) return next();
    const mark = changes.generation;
    let settle: (entry: Entry | null) => void = () => {};
    const done = new Promise<Entry | null>((resolve) => {
      settle = resolve;
      setTimeout(resolve, MAX_WAIT_MS, null).unref();
    });
    computing.set(key, done);
    void done.then(() => computing.get(key) === done && computing.delete(key));
    res.on('close', () => settle(null));
    onWholeBody(res, (body) => {
      // A change heard while this was computed may not be in what it read: never keep it.
      const fresh = res.statusCode === 200 && mark === changes.generation && isTrustworthy() && isPlainData(body);
      const headers = fresh ? replayableHeaders(res.getHeaders()) : null;
      if (!headers) return settle(null);
      const entry: Entry = { body, headers };
      staleStock.delete(key);
      store(key, entry);
      settle(entry);
    });
    next();
  };

  return {
    requestListener,
    beforeGraphQL,
    pages: { changes, isTrustworthy, caughtUp },
    async stop() {
      unsubscribe();
      entries.clear();
      staleStock.clear();
      await feed?.stop();
    },
  };
}

/**
 * A request's exact bytes plus the headers its answer depends on: Accept (GraphQL picks the
 * response type from it) and the client name (trusted documents may refuse our own storefront a
 * document it sends in full, and a replay must never bypass that refusal).
 */
function keyOf(req: IncomingMessage, text: string): string {
  return `${req.headers.accept ?? ''}\u0000${String(req.headers['apollographql-client-name'] ?? '')}\u0000${text}`;
}

/**
 * A kept answer, its whole head in one `writeHead` on a response with no header set before it
 * (the request's id included: request-observer.ts), which is Node's fast path.
 */
function send(req: IncomingMessage, res: ServerResponse, entry: Entry): void {
  const requestId = currentRequestScope()?.requestId;
  const own = requestId ? ['x-request-id', requestId] : [];
  const encoding = entry.body.length >= MIN_COMPRESS_BYTES ? acceptedEncoding(req.headers['accept-encoding']) : null;
  if (!encoding) {
    res.writeHead(200, [...own, ...entry.headers, 'content-length', String(entry.body.length)]);
    res.end(entry.body);
    return;
  }
  const body =
    encoding === 'br'
      ? (entry.br ??= zlib.brotliCompressSync(entry.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }))
      : (entry.gzip ??= zlib.gzipSync(entry.body, { level: 6 }));
  res.writeHead(200, [
    ...own,
    ...entry.headers,
    'vary',
    'Accept-Encoding',
    'content-encoding',
    encoding,
    'content-length',
    String(body.length),
  ]);
  res.end(body);
}

/** The headers an answer went out with, flat; null when one must not be replayed (a cookie). */
function replayableHeaders(headers: OutgoingHttpHeaders): string[] | null {
  const flat: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || OWN_HEADERS.has(name)) continue;
    if (name === 'set-cookie') return null;
    flat.push(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return flat;
}

/** Only complete answers are kept: data, and no error anywhere. */
function isPlainData(body: Buffer): boolean {
  try {
    const answer = JSON.parse(body.toString('utf8')) as Record<string, unknown> | null;
    return typeof answer === 'object' && answer !== null && answer.data != null && !('errors' in answer);
  } catch {
    return false;
  }
}

/**
 * A plain GraphQL-over-HTTP query whose root selections are all public fields (decided once per
 * document). Apollo Client's `extensions.clientLibrary` never changes an answer; any other
 * extension, and fragments at the root, are left uncached.
 */
function isPublicRead(body: unknown, decided: Map<string, boolean>): boolean {
  const { query, operationName, extensions } = (body ?? {}) as Record<string, unknown>;
  if (typeof query !== 'string' || (operationName != null && typeof operationName !== 'string')) return false;
  if (extensions != null && Object.keys(extensions).some((key) => key !== 'clientLibrary')) return false;
  const memo = `${operationName ?? ''}\u0000${query}`;
  if (!decided.has(memo)) {
    // Random documents must not grow this without bound.
    if (decided.size >= 1000) decided.clear();
    decided.set(memo, onlyPublicRootFields(query, operationName ?? null));
  }
  return decided.get(memo)!;
}

function onlyPublicRootFields(query: string, operationName: string | null): boolean {
  try {
    const operation = getOperationAST(parse(query, { noLocation: true, maxTokens: 5000 }), operationName);
    return (
      operation?.operation === OperationTypeNode.QUERY &&
      operation.selectionSet.selections.every(
        (selection) =>
          selection.kind === Kind.FIELD &&
          PUBLIC_ROOT_FIELDS.has(selection.name.value) &&
          // The catalogue sync's pages move with the clock (its horizon), not only with writes.
          !selection.arguments?.some((argument) => SYNC_ARGUMENTS.has(argument.name.value)),
      )
    );
  } catch {
    return false;
  }
}
