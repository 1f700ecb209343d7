import type { DataSource } from 'typeorm';
import { requireAdmin } from '../kernel/access.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import { invalidInput, isUserErrorCode, ShopError } from '../kernel/errors.js';
import type { RequestContext } from '../kernel/request-context.js';
import type { CatalogueAdminService } from '../catalogue/catalogue-admin.service.js';
import { ProductEntity } from '../catalogue/product.entity.js';
import { csvPlaceOfField, parseProductsCsv, productsCsv, UnreadableProductCsv, type ProductCsvRefusal } from './product-csv.js';

/** What an import did: the products it created and updated, and each row it refused with why. */
export interface ProductCsvImport {
  created: string[];
  updated: string[];
  refused: ProductCsvRefusal[];
}

/**
 * Many products at once from a spreadsheet: the same columns go out (export) and come back in
 * (import). Each product is created or updated through the console's own rules
 * (CatalogueAdminService), one product at a time, so a refused product changes nothing and the
 * others still go in; the answer names every refused row and why.
 */
export class ProductCsvService {
  private readonly dataSource: DataSource;

  constructor(
    deps: Pick<ShopServiceDeps, 'dataSource'>,
    private readonly catalogueAdmin: CatalogueAdminService,
  ) {
    this.dataSource = deps.dataSource;
  }

  async exportCsv(ctx: RequestContext): Promise<string> {
    requireAdmin(ctx, 'CATALOGUE_WRITE');
    const products = await this.dataSource.getRepository(ProductEntity).find({ order: { category: 'ASC', id: 'ASC' } });
    return productsCsv(products);
  }

  async importCsv(ctx: RequestContext, text: string): Promise<ProductCsvImport> {
    requireAdmin(ctx, 'CATALOGUE_WRITE');
    let parsed;
    try {
      parsed = parseProductsCsv(text);
    } catch (error) {
      if (error instanceof UnreadableProductCsv) throw invalidInput(error.message);
      throw error;
    }
    const report: ProductCsvImport = { created: [], updated: [], refused: [...parsed.refusals] };
    const ids = parsed.entries.flatMap((entry) => (entry.productId ? [entry.productId] : []));
    const existing = new Set(
      ids.length
        ? (await this.dataSource.getRepository(ProductEntity).find({ select: { id: true }, where: ids.map((id) => ({ id })) })).map(
            (product) => product.id,
          )
        : [],
    );
    for (const entry of parsed.entries) {
      try {
        if (entry.productId && existing.has(entry.productId)) {
          await this.catalogueAdmin.updateProduct(ctx, entry.productId, entry.input);
          report.updated.push(entry.productId);
        } else {
          const product = await this.catalogueAdmin.createProduct(ctx, entry.input);
          report.created.push(product.id);
        }
      } catch (error) {
        // The console's own refusal (a missing declaration, an MRP below the price) for this
        // product's rows; anything else is the shop's failure and is not the file's fault.
        if (!(error instanceof ShopError) || !isUserErrorCode(error.code)) throw error;
        const { column, sizeIndex } = csvPlaceOfField(typeof error.details?.field === 'string' ? error.details.field : null);
        const row = (sizeIndex === null ? undefined : entry.rows[sizeIndex]) ?? entry.rows[0];
        report.refused.push({ row, productId: entry.productId, column, message: error.message });
      }
    }
    report.refused.sort((a, b) => a.row - b.row);
    return report;
  }
}
