import zlib from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { acceptedEncoding } from './compressed-static.js';
import { onWholeBody } from '../whole-body.js';

/**
 * Answers made per request, JSON (GraphQL, the REST shims) and server-rendered pages, sent
 * compressed to clients that accept it: a listing of 24 products is ~15 kB of JSON and a third of
 * that compressed, which a phone on a slow network feels. Only whole bodies sent in one piece
 * (res.send/res.json) and over 1 kB are compressed; streamed or already encoded responses go out
 * untouched. Fast settings: this runs per request.
 */
const MIN_BYTES = 1024;
const COMPRESSIBLE_TYPE = /^(?:application\/(?:[\w.+-]+\+)?json|text\/html)\b/i;

export function compressDynamicResponses(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'HEAD') return next();
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    if (!encoding) return next();
    onWholeBody(res, (body) => {
      const type = res.getHeader('content-type');
      if (res.headersSent || typeof type !== 'string' || !COMPRESSIBLE_TYPE.test(type) || res.getHeader('content-encoding')) return;
      if (body.length < MIN_BYTES || res.statusCode === 204 || res.statusCode === 304) return;
      const compressed =
        encoding === 'br'
          ? zlib.brotliCompressSync(body, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
            })
          : zlib.gzipSync(body, { level: 6 });
      res.setHeader('content-encoding', encoding);
      const vary = res.getHeader('vary');
      res.setHeader('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
      res.setHeader('content-length', compressed.length);
      return compressed;
    });
    next();
  };
}
