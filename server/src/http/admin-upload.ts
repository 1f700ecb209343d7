import type { Request, Response } from 'express';
import type { RequestContext } from '../kernel/request-context.js';

/**
 * The header a cookie-authenticated upload must carry: the one the admin console already sends
 * with every GraphQL request. A cross-site form cannot set it, so a forged upload riding on an
 * admin's cookie is refused (the same CSRF rule as Apollo's). Bearer tokens set it themselves
 * (api-token-auth.ts): a token is not an ambient credential.
 */
export const UPLOAD_CSRF_HEADER = 'apollo-require-preflight';

/** Answers 403 and returns true for a cookie-borne upload without UPLOAD_CSRF_HEADER. */
export function refuseForgedUpload(req: Request, res: Response, ctx: RequestContext): boolean {
  if (ctx.apiToken || req.get(UPLOAD_CSRF_HEADER)) return false;
  res.status(403).json({ message: `Uploads need the ${UPLOAD_CSRF_HEADER} header, as the admin console sends it`, code: 'FORBIDDEN' });
  return true;
}

/** The request body, or 'too-large' as soon as it passes `limit` bytes (by its declared length or by what arrives). */
export function readLimitedBody(req: Request, limit: number): Promise<Buffer | 'too-large'> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve('too-large');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    req.on('data', (chunk: Buffer) => {
      if (settled) return;
      received += chunk.length;
      if (received > limit) {
        settled = true;
        req.pause();
        resolve('too-large');
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (settled) return;
      settled = true;
      resolve(Buffer.concat(chunks, received));
    });
    req.on('error', (error) => {
      if (settled) return;
      settled = true;
      reject(error);
    });
  });
}
