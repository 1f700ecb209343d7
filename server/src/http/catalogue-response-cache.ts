import zlib from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Kind, parse, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import type { CatalogueChanges } from '../services/catalogue-changes.js';
import { acceptedEncoding } from './compressed-static.js';
import { parsePlainJson, PLAIN_JSON_TEXT, readPlainJsonText } from './json-body.js';

/**
 * A server-side cache of whole GraphQL responses for the public catalogue reads (`products`,
 * `product`, `categories`): the same answer for everyone, asked for far more often than it
 * changes. A hit is answered here, without GraphQL, the session lookup or the database.
 *
 * Staleness is ruled out by the catalogue's change generation (see CatalogueChanges): every change
 * empties the cache, and a response is kept only if no change happened while it was computed.
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
const OWN_HEADERS = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);
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
  /** Every header the answer went out with (security headers included), as name, value, … */
  headers: string[];
  /** The same with `vary: Accept-Encoding` merged in, for compressed replays. */
  compressedHeaders: string[];
  /** Compressed once, the first time a client asks for it that way. */
  br?: Buffer;
  gzip?: Buffer;
}

export function createCatalogueResponseCache(options: CatalogueResponseCacheOptions): CatalogueResponseCache {
  const { changes } = options;
  const isTrustworthy = options.isTrustworthy ?? (() => true);
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const maxEntryBytes = Math.max(1, Math.floor(maxBytes / 8));
  // Map iteration order is insertion order: re-inserting on every hit makes the first key the
  // least recently used.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const decisions = new Map<string, boolean>();
  // Exact request bytes (with the headers the answer depends on) → key in `entries`.
  const aliases = new Map<string, string>();
  const bodyLimitBytes = options.bodyLimitBytes ?? 64 * 1024;

  const clear = () => {
    entries.clear();
    aliases.clear();
    bytes = 0;
  };
  const unsubscribe = changes.onChange(clear);

  function store(key: string, entry: Entry) {
    if (entry.body.length > maxEntryBytes) return;
    const previous = entries.get(key);
    if (previous) {
      entries.delete(key);
      bytes -= previous.body.length;
    }
    entries.set(key, entry);
    bytes += entry.body.length;
    for (const [oldest, old] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      entries.delete(oldest);
      bytes -= old.body.length;
    }
  }

  /** Parsed once per distinct document: is the chosen operation a query of public root fields only? */
  function isPublicCatalogueQuery(query: string, operationName: string | null): boolean {
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

  function send(req: Request, res: Response, entry: Entry) {
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
    reading.then((text) => {
      if (aliases.size > 0 && isTrustworthy()) {
        const key = aliases.get(aliasOf(req, text));
        const hit = key === undefined ? undefined : lookup(key);
        if (hit) return send(req, res, hit);
      }
      try {
        req.body = parsePlainJson(text);
      } catch {
        // Left unparsed: the JSON body parser reports it where it always does.
      }
      next();
    }, next);
  };

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'POST') return next();
    const request = cacheableRequest(req.body);
    if (!request || !isTrustworthy() || !isPublicCatalogueQuery(request.query, request.operationName)) return next();

    const key = `${req.headers.accept ?? ''}\u0000${request.operationName ?? ''}\u0000${request.query}\u0000${canonicalJson(request.variables ?? {})}`;
    const hit = lookup(key);
    if (hit) return send(req, res, hit);

    const generation = changes.generation;
    const text = (req as Request & { [PLAIN_JSON_TEXT]?: string })[PLAIN_JSON_TEXT];
    captureBody(res, (body) => {
      // A change since this read began may not be in what it read: never keep it.
      if (changes.generation !== generation || !isTrustworthy() || res.statusCode !== 200 || !isPlainData(body)) return;
      const headers = replayableHeaders(res);
      if (!headers) return;
      store(key, { body, headers, compressedHeaders: withVary(headers) });
      if (text !== undefined && text.length <= MAX_ALIASED_BODY) {
        // Random bodies must not grow this without bound.
        if (aliases.size >= maxEntries * 4) aliases.clear();
        aliases.set(aliasOf(req, text), key);
      }
    });
    next();
  };

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
  return `${req.headers.accept ?? ''}\u0000${req.headers['apollographql-client-name'] ?? ''}\u0000${text}`;
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

function decide(query: string, operationName: string | null): boolean {
  let document;
  try {
    document = parse(query, { noLocation: true, maxTokens: MAX_TOKENS });
  } catch {
    return false;
  }
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName == null ? (operations.length === 1 ? operations[0] : undefined) : operations.find((op) => op.name?.value === operationName);
  if (!operation || operation.operation !== 'query') return false;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return onlyPublicRootFields(operation.selectionSet, fragments, new Set());
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
  const keys = Object.keys(value).filter((key) => (value as Record<string, unknown>)[key] !== undefined).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`).join(',')}}`;
}

/** Only complete answers are kept: data present, no error anywhere. */
function isPlainData(body: Buffer): boolean {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    return parsed !== null && typeof parsed === 'object' && parsed.data != null && !('errors' in parsed);
  } catch {
    return false;
  }
}

/** Hands the response body to `onBody` when it is sent in one piece (streamed responses are not kept). */
function captureBody(res: Response, onBody: (body: Buffer) => void): void {
  const originalWrite = res.write;
  const originalEnd = res.end;
  let streamed = false;
  res.write = function write(this: Response, ...args: unknown[]) {
    streamed = true;
    return (originalWrite as (...a: unknown[]) => boolean).apply(this, args);
  } as Response['write'];
  res.end = function end(this: Response, ...args: unknown[]) {
    res.write = originalWrite;
    res.end = originalEnd;
    const [chunk, encoding] = args;
    if (!streamed && chunk != null && typeof chunk !== 'function') {
      const body =
        typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.isBuffer(chunk) ? chunk : null;
      if (body) onBody(body);
    }
    return (originalEnd as (...a: unknown[]) => Response).apply(this, args);
  } as Response['end'];
}
