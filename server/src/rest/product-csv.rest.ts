import express, { type NextFunction, type Request, type Response } from 'express';
import { PRODUCT_CSV_MAX_BYTES } from '../back-office/product-csv.js';
import { readLimitedBody, refuseForgedUpload } from '../http/admin-upload.js';
import { requireRequestContext } from '../http/request-context.middleware.js';
import { edgeCodeOf } from '../kernel/edge-codes.js';
import type { ShopServices } from '../container.js';

/**
 * `GET /api/admin/products.csv`: the catalogue as a spreadsheet, one row per size.
 * `POST /api/admin/products.csv`: the same columns back (Content-Type: text/csv, at most
 * PRODUCT_CSV_MAX_BYTES): creates and updates products and answers what it did, with each refused
 * row and why. Admins (or tokens with the catalogue scope) only; a file too large or unreadable is
 * refused whole with nothing changed.
 */
export function createProductCsvRouter(services: Pick<ShopServices, 'productCsv'>): express.Router {
  const router = express.Router();
  router.get('/', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const csv = await services.productCsv.exportCsv(requireRequestContext(req));
      const day = new Date().toISOString().slice(0, 10);
      res
        .status(200)
        .setHeader('Cache-Control', 'no-store')
        .setHeader('Content-Disposition', `attachment; filename="products-${day}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(csv);
    } catch (error) {
      next(error);
    }
  });
  router.post('/', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const ctx = requireRequestContext(req);
      if (refuseForgedUpload(req, res, ctx)) return;
      // A JSON body was already read by express's parsers: it is not a CSV file.
      if (req.readableEnded || !req.is('text/csv')) {
        res.status(415).json({ message: 'Send the file as text/csv', code: edgeCodeOf('VALIDATION') });
        return;
      }
      const body = await readLimitedBody(req, PRODUCT_CSV_MAX_BYTES);
      if (body === 'too-large') {
        res.setHeader('Connection', 'close');
        res.status(413).json({
          message: `The file is over ${PRODUCT_CSV_MAX_BYTES / 1024 / 1024} MB: import it in parts`,
          code: edgeCodeOf('VALIDATION'),
        });
        return;
      }
      const report = await services.productCsv.importCsv(ctx, body.toString('utf8'));
      res.status(200).setHeader('Cache-Control', 'no-store').json(report);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
