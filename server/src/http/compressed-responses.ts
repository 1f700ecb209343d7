import zlib from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { acceptedEncoding } from './compressed-static.js';

/**
 * Answers made per request, JSON (GraphQL, the REST shims) and server-rendered pages, sent
 * compressed to clients that accept it: a listing of 24 products is ~15 kB of JSON and a third of
 * that compressed, which a phone on a slow network feels. Only whole bodies sent in one piece (res.send/res.json) and over 1 kB are compressed;
 * streamed or already encoded responses go out untouched. Fast settings: this runs per request.
 */
const MIN_BYTES = 1024;
const COMPRESSIBLE_TYPE = /^(?:application\/(?:[\w.+-]+\+)?json|text\/html)\b/i;

export function compressDynamicResponses(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'HEAD') return next();
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    if (!encoding) return next();
    const originalEnd = res.end;
    let streamed = false;
    const originalWrite = res.write;
    res.write = function write(this: Response, ...args: unknown[]) {
      streamed = true;
      return (originalWrite as (...a: unknown[]) => boolean).apply(this, args);
    } as Response['write'];
    res.end = function end(this: Response, ...args: unknown[]) {
      res.end = originalEnd;
      res.write = originalWrite;
      const [chunk, chunkEncoding] = args;
      const type = res.getHeader('content-type');
      if (!streamed && !res.headersSent && chunk != null && typeof chunk !== 'function' && typeof type === 'string' && COMPRESSIBLE_TYPE.test(type) && !res.getHeader('content-encoding')) {
        const body = typeof chunk === 'string' ? Buffer.from(chunk, typeof chunkEncoding === 'string' ? (chunkEncoding as BufferEncoding) : 'utf8') : Buffer.isBuffer(chunk) ? chunk : null;
        if (body && body.length >= MIN_BYTES && res.statusCode !== 204 && res.statusCode !== 304) {
          const compressed =
            encoding === 'br'
              ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
              : zlib.gzipSync(body, { level: 6 });
          res.setHeader('content-encoding', encoding);
          const vary = res.getHeader('vary');
          res.setHeader('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
          res.setHeader('content-length', compressed.length);
          const callback = args.find((arg) => typeof arg === 'function');
          return (originalEnd as (...a: unknown[]) => Response).call(this, compressed, callback);
        }
      }
      return (originalEnd as (...a: unknown[]) => Response).apply(this, args);
    } as Response['end'];
    next();
  };
}
