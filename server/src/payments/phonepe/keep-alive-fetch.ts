import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';

/**
 * The part of fetch's call shape the PhonePe transport uses, so this module and the global fetch
 * (or a unit test's fake) can stand in for each other.
 */
export interface KeepAliveFetchInit {
  method: string;
  headers: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

export type FetchLike = (url: string, init: KeepAliveFetchInit) => Promise<Response>;

// Sockets are kept open between payment calls, so placing an order pays no TCP or TLS handshake.
// 64 per host is far above the calls in flight at once, yet bounds what a stalled provider can hold.
// An idle socket is closed after 5 s (as Node's own global agent does), before most servers drop it
// on their side and leave us writing the next request into a connection they just closed; a server
// that announces a shorter Keep-Alive timeout is believed.
const AGENT_OPTIONS = { keepAlive: true, maxSockets: 64, timeout: 5_000, scheduling: 'lifo' } as const;
const httpAgent = new http.Agent(AGENT_OPTIONS);
const httpsAgent = new https.Agent(AGENT_OPTIONS);

/** Statuses whose Response must have no body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * fetch for the PhonePe calls, over node:http / node:https with kept-alive connections.
 *
 * Why not the global fetch: the shop's server has one thread, and a CPU profile of it placing
 * orders measured undici's fetch machinery (WHATWG streams, Request/Headers objects, its
 * dispatcher) at about 0.7 ms per payment call, more than the rest of the call together. A
 * node:http request over a kept-alive socket costs a fraction of that.
 *
 * It behaves as fetch does where the transport relies on it: answers of any status resolve (a 4xx
 * is an answer, not an error); a network failure rejects with an Error; an abort of `init.signal`
 * destroys the request and rejects with the signal's reason. Unlike fetch it reads the whole body
 * before resolving (PhonePe's answers are small JSON), follows no redirects and asks for no
 * compression (it still decodes gzip, deflate or br if a server sends one unasked).
 */
export const keepAliveFetch: FetchLike = (url, init) =>
  new Promise<Response>((resolve, reject) => {
    const { signal } = init;
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      reject(new Error(`keepAliveFetch: not a valid URL: ${url}`));
      return;
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:') {
      reject(new Error(`keepAliveFetch: only http: and https: URLs are supported, not ${target.protocol}`));
      return;
    }

    const body = init.body === undefined ? undefined : Buffer.from(init.body, 'utf8');
    const headers: Record<string, string | number> = { ...init.headers };
    if (body) {
      for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-length') delete headers[name];
      headers['content-length'] = body.length;
    }

    let settled = false;
    const settle = () => {
      settled = true;
      signal?.removeEventListener('abort', onAbort);
    };
    const finish = (response: Response) => {
      if (settled) return;
      settle();
      resolve(response);
    };
    const fail = (error: Error) => {
      if (settled) return;
      settle();
      reject(error);
    };

    const secure = target.protocol === 'https:';
    const request = (secure ? https : http).request(target, {
      method: init.method,
      headers,
      agent: secure ? httpsAgent : httpAgent,
    });
    request.on('error', fail);
    request.on('response', (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', fail);
      incoming.on('end', () => {
        try {
          finish(toResponse(incoming, Buffer.concat(chunks)));
        } catch (error) {
          fail(error instanceof Error ? error : new Error(String(error)));
        }
      });
      // A connection that drops mid-body closes without 'end' (and not always with an 'error').
      incoming.on('close', () => {
        if (!incoming.complete) fail(new Error('keepAliveFetch: the connection closed before the whole response arrived'));
      });
    });
    function onAbort() {
      fail(abortReason(signal!));
      request.destroy();
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    request.end(body);
  });

/** fetch rejects an aborted call with the signal's reason: a TimeoutError for AbortSignal.timeout. */
function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new Error(`keepAliveFetch: aborted: ${String(reason)}`);
}

function toResponse(incoming: http.IncomingMessage, raw: Buffer): Response {
  const headers = new Headers();
  // rawHeaders keeps repeated headers apart: Headers joins them with ", " and keeps each Set-Cookie.
  for (let i = 0; i + 1 < incoming.rawHeaders.length; i += 2) headers.append(incoming.rawHeaders[i], incoming.rawHeaders[i + 1]);
  const status = incoming.statusCode ?? 0;
  // The cast only narrows the buffer's type: Node's buffers are never backed by a SharedArrayBuffer.
  const body = NULL_BODY_STATUSES.has(status) ? null : (decode(raw, headers.get('content-encoding')) as Uint8Array<ArrayBuffer>);
  return new Response(body, { status, statusText: incoming.statusMessage ?? '', headers });
}

function decode(raw: Buffer, contentEncoding: string | null): Buffer {
  const encoding = contentEncoding?.trim().toLowerCase() ?? '';
  if (raw.length === 0 || encoding === '' || encoding === 'identity') return raw;
  if (encoding === 'gzip' || encoding === 'x-gzip') return zlib.gunzipSync(raw);
  // Servers send "deflate" both zlib-wrapped (as HTTP defines it, RFC 9110) and raw; a zlib header starts with 0x?8.
  if (encoding === 'deflate') return (raw[0] & 0x0f) === 8 ? zlib.inflateSync(raw) : zlib.inflateRawSync(raw);
  if (encoding === 'br') return zlib.brotliDecompressSync(raw);
  throw new Error(`keepAliveFetch: unsupported content-encoding ${encoding}`);
}
