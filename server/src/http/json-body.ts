import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { edgeCodeOf } from '../kernel/edge-codes.js';
import { sendGraphQLErrors } from './error-handler.js';

/**
 * The common case of express.json, done directly: a POST of plain UTF-8 JSON with a known length
 * under the limit is read and parsed here, which costs a fraction of body-parser's general path
 * (charset and encoding negotiation, stream plumbing) on every GraphQL request. Anything else —
 * another type or charset, compressed, chunked, too large — is left untouched for express.json,
 * which then answers it exactly as before. Malformed JSON fails the way express.json fails it.
 *
 * The text may already have been read by an earlier middleware (the catalogue cache's front door
 * reads it to answer repeated requests before anything else runs): it is then kept on the request
 * under PLAIN_JSON_TEXT, and parsed here if it has not been already.
 */
const PLAIN_JSON = new Set(['application/json', 'application/json; charset=utf-8', 'application/json;charset=utf-8']);

/** The raw text of a plain JSON body that has been read from the request stream. */
export const PLAIN_JSON_TEXT = Symbol('plainJsonText');

type WithText = Request & { [PLAIN_JSON_TEXT]?: string };

type HttpError = Error & { status?: number; type?: string };

const httpError = (error: Error, type: string): HttpError => Object.assign(error, { status: 400, type });

/**
 * Reads a plain JSON body's text, or returns null (stream untouched) when the request is not one:
 * not a POST, another content type or charset, compressed, chunked, empty or over the limit.
 */
export function readPlainJsonText(req: Request, limitBytes: number): Promise<string> | null {
  if (req.method !== 'POST') return null;
  const type = req.headers['content-type']?.toLowerCase();
  const encoding = req.headers['content-encoding'];
  const length = Number(req.headers['content-length']);
  if (!type || !PLAIN_JSON.has(type) || (encoding && encoding.toLowerCase() !== 'identity')) return null;
  if (!Number.isInteger(length) || length <= 0 || length > limitBytes || req.headers['transfer-encoding']) return null;

  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let done = false;
    const fail = (error: HttpError) => {
      if (done) return;
      done = true;
      reject(error);
    };
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > length) {
        fail(httpError(new Error('request size did not match content length'), 'request.size.invalid'));
        req.pause();
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', (error) => fail(httpError(error, 'request.aborted')));
    req.on('end', () => {
      if (done) return;
      if (received !== length) return fail(httpError(new Error('request size did not match content length'), 'request.size.invalid'));
      done = true;
      const text = (chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, received)).toString('utf8');
      (req as WithText)[PLAIN_JSON_TEXT] = text;
      resolve(text);
    });
  });
}

/** express.json's strict parse: an object or an array at the top, else a 400 entity.parse.failed. */
export function parsePlainJson(text: string): unknown {
  const first = /\S/.exec(text)?.[0];
  try {
    if (first !== '{' && first !== '[') throw new SyntaxError('top-level value must be an object or an array');
    return JSON.parse(text);
  } catch (error) {
    throw httpError(error as Error, 'entity.parse.failed');
  }
}

export function plainJsonBody(limitBytes: number): RequestHandler {
  const parseInto = (req: Request, text: string, next: NextFunction) => {
    try {
      req.body = parsePlainJson(text);
    } catch (error) {
      return next(error);
    }
    next();
  };
  return (req: Request, _res: Response, next: NextFunction) => {
    const read = (req as WithText)[PLAIN_JSON_TEXT];
    if (read !== undefined) {
      // Already read (and usually parsed) by the catalogue cache's front door.
      if (req.body !== undefined) return next();
      return parseInto(req, read, next);
    }
    const reading = readPlainJsonText(req, limitBytes);
    if (!reading) return next();
    reading.then((text) => parseInto(req, text, next), next);
  };
}

export const NUL_BYTE_MESSAGE = 'Text may not contain the NUL character (\\u0000)';

/**
 * A GraphQL (or JSON) string escape that decodes to NUL: `\u0000` or `\u{0}` after an odd run
 * of backslashes (an even run is an escaped backslash followed by ordinary text).
 */
const GRAPHQL_NUL_ESCAPE = /(?<!\\)(?:\\\\)*\\u(?:0000|\{0+\})/i;

/**
 * Postgres refuses NUL in text, so a NUL that reached a query became a 500. Every string the API
 * accepts comes through here: JSON bodies (GraphQL variables, REST shims), query strings (GraphQL
 * over GET), and string literals inside a GraphQL document (as a raw NUL or its escape). They are
 * refused at the edge as bad input: a GraphQL error for /graphql, `{ message }` elsewhere.
 */
export function refuseNulBytes(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const body: unknown = req.body;
    const query: unknown = req.query;
    if (!containsNul(body) && !containsNul(query) && !hasGraphQLNulEscape(req, body, query)) return next();
    if (isGraphQL(req)) {
      sendGraphQLErrors(req, res, 400, NUL_BYTE_MESSAGE, { code: edgeCodeOf('VALIDATION') });
      return;
    }
    res.status(400).json({ message: NUL_BYTE_MESSAGE, code: edgeCodeOf('VALIDATION') });
  };
}

function isGraphQL(req: Request): boolean {
  return req.path === '/graphql' || req.path.startsWith('/graphql/');
}

function hasGraphQLNulEscape(req: Request, body: unknown, query: unknown): boolean {
  if (!isGraphQL(req)) return false;
  const field = (value: unknown, name: string) =>
    value && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined;
  // Over GET, variables and extensions arrive as JSON text, whose \u0000 escape is the same.
  const texts = [field(body, 'query'), field(query, 'query'), field(query, 'variables'), field(query, 'extensions')];
  return texts.some((text) => typeof text === 'string' && GRAPHQL_NUL_ESCAPE.test(text));
}

/** True when any string (or object key) in a parsed JSON value holds NUL. Iterative: a 64 kB body can nest deeper than the stack. */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes('\0')) return true;
    } else if (Array.isArray(current)) {
      pending.push(...(current as unknown[]));
    } else if (current && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current)) {
        if (key.includes('\0')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}
