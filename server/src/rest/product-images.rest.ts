import express, { type NextFunction, type Request, type Response } from 'express';
import { PRODUCT_IMAGE_LIMITS, PRODUCT_IMAGE_MESSAGES } from '@common/product-images.js';
import { edgeCodeOf } from '../kernel/edge-codes.js';
import { requireRequestContext } from '../http/request-context.middleware.js';
import type { ShopServices } from '../container.js';

/**
 * The header a cookie-authenticated upload must carry: the one the admin console already sends
 * with every GraphQL request. A cross-site form cannot set it, so a forged upload riding on an
 * admin's cookie is refused (the same CSRF rule as Apollo's). Bearer tokens set it themselves
 * (api-token-auth.ts): a token is not an ambient credential.
 */
export const UPLOAD_CSRF_HEADER = 'apollo-require-preflight';

/** Browsers and proxies keep an uploaded image for a year: its address changes when its content does. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `POST /api/admin/product-images`: the file itself as the body (Content-Type: image/…), at most
 * PRODUCT_IMAGE_LIMITS.maxBytes. Answers 201 with the stored image's address and variants (200 for
 * a file uploaded before). The caller is checked before the body is read.
 */
export function createProductImageUploadRouter(services: Pick<ShopServices, 'productImages'>): express.Router {
  const router = express.Router();
  router.post('/', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const ctx = requireRequestContext(req);
      if (!ctx.apiToken && !req.get(UPLOAD_CSRF_HEADER)) {
        res
          .status(403)
          .json({ message: `Uploads need the ${UPLOAD_CSRF_HEADER} header, as the admin console sends it`, code: 'FORBIDDEN' });
        return;
      }
      await services.productImages.authorizeUpload(ctx);
      // A JSON or form body was already read by express's parsers: there is no file in it.
      if (req.readableEnded) {
        res.status(400).json({ message: PRODUCT_IMAGE_MESSAGES.notImage, code: edgeCodeOf('VALIDATION') });
        return;
      }
      const body = await readBody(req, PRODUCT_IMAGE_LIMITS.maxBytes);
      if (body === 'too-large') {
        // The rest is not read: closing the connection is cheaper than draining up to gigabytes.
        res.setHeader('Connection', 'close');
        res.status(413).json({ message: PRODUCT_IMAGE_MESSAGES.tooLarge, code: edgeCodeOf('VALIDATION') });
        return;
      }
      const image = await services.productImages.upload(ctx, body);
      res
        .status(image.created ? 201 : 200)
        .setHeader('Cache-Control', 'no-store')
        .json(image);
    } catch (error) {
      // A refusal (not an admin, rate-limited, not an image) is answered by the shop's error handler.
      next(error);
    }
  });
  return router;
}

/** `GET /images/uploads/<checksum>/<width>.webp`: an uploaded image's stored WebP, from the database every process shares. */
export function createProductImageRoutes(services: Pick<ShopServices, 'productImages'>): express.Router {
  const router = express.Router();
  router.get('/images/uploads/:checksum/:width.webp', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const checksum = String(req.params.checksum);
      const width = Number(req.params.width);
      const variant = await services.productImages.variant(checksum, width);
      if (!variant) {
        res.status(404).setHeader('Cache-Control', 'no-cache').type('text/plain').send('Not found');
        return;
      }
      res.setHeader('Cache-Control', IMMUTABLE);
      res.setHeader('ETag', variant.etag);
      if (req.get('if-none-match') === variant.etag) {
        res.status(304).end();
        return;
      }
      res.type('image/webp').send(variant.data);
    } catch (error) {
      next(error);
    }
  });
  return router;
}

/** The request body, or 'too-large' as soon as it passes `limit` bytes (by its declared length or by what arrives). */
function readBody(req: Request, limit: number): Promise<Buffer | 'too-large'> {
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
