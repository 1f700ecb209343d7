import express, { type NextFunction, type Request, type Response } from 'express';
import { PRODUCT_IMAGE_LIMITS, PRODUCT_IMAGE_MESSAGES } from '@common/product-images.js';
import { edgeCodeOf } from '../kernel/edge-codes.js';
import { readLimitedBody, refuseForgedUpload } from '../http/admin-upload.js';
import { requireRequestContext } from '../http/request-context.middleware.js';
import type { ShopServices } from '../container.js';

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
      if (refuseForgedUpload(req, res, ctx)) return;
      await services.productImages.authorizeUpload(ctx);
      // A JSON or form body was already read by express's parsers: there is no file in it.
      if (req.readableEnded) {
        res.status(400).json({ message: PRODUCT_IMAGE_MESSAGES.notImage, code: edgeCodeOf('VALIDATION') });
        return;
      }
      const body = await readLimitedBody(req, PRODUCT_IMAGE_LIMITS.maxBytes);
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
