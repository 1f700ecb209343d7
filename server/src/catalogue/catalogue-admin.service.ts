import { gstClassOf } from './gst-classes.js';
import type { DataSource } from 'typeorm';
import { PRODUCT_DEFAULTS, productSlug } from '@common/product-form.js';
import { ProductEntity } from './product.entity.js';
import { requireAdmin } from '../kernel/access.js';
import { checkSizeDeclarations, isProductId, keepVariantIds, normaliseProductInput, type ProductInputValues } from './product-input.js';
import { conflict, invalidInput, notFound } from '../kernel/errors.js';
import type { RequestContext } from '../kernel/request-context.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';

/** How many addresses made from one name are tried (neem-face-wash … neem-face-wash-20). */
const SLUG_ATTEMPTS = 20;

/**
 * Product edits for admins. Whoever keeps copies of catalogue reads learns of these writes from
 * the database's change feed (the products trigger), like any other write to products.
 */
export class CatalogueAdminService {
  private readonly dataSource: DataSource;

  constructor(deps: Pick<ShopServiceDeps, 'dataSource'>) {
    this.dataSource = deps.dataSource;
  }

  private get products() {
    return this.dataSource.getRepository(ProductEntity);
  }

  /**
   * Adds a product (admins only). Without an id, its id (its address) is made from its name,
   * with -2, -3… when that is taken; an id given and taken is refused. Existing ids never change.
   */
  async createProduct(ctx: RequestContext, input: ProductInputValues): Promise<ProductEntity> {
    requireAdmin(ctx, 'CATALOGUE_WRITE');
    const values = normaliseProductInput(input, { creating: true });
    checkSizeDeclarations(values.fields.pricePaise, values.fields.sizes);
    // A tax class left out follows the product's kind (hair oil 33059019 at 5 %), not one rate for all.
    const taxClass = gstClassOf(values.fields.category ?? '', values.fields.subcategory ?? '');
    const row = {
      ...values.fields,
      hsnCode: values.fields.hsnCode ?? taxClass.hsnCode,
      gstRatePercent: values.fields.gstRatePercent ?? taxClass.gstRatePercent,
      uqc: values.fields.uqc ?? taxClass.uqc,
      images: values.fields.images ?? [],
      // The database sets the total from the sizes' stock; sizes without their own share this.
      stock: values.fields.stock ?? 0,
      featured: values.fields.featured ?? PRODUCT_DEFAULTS.featured,
      bestSeller: values.fields.bestSeller ?? PRODUCT_DEFAULTS.bestSeller,
      isNew: values.fields.isNew ?? PRODUCT_DEFAULTS.new,
      ingredients: values.fields.ingredients ?? '',
      howToUse: values.fields.howToUse ?? '',
      concerns: values.fields.concerns ?? [],
    };
    const base = values.id || productSlug(values.fields.name);
    const candidates = values.id ? [base] : Array.from({ length: SLUG_ATTEMPTS }, (_, n) => (n === 0 ? base : `${base}-${n + 1}`));
    for (const id of candidates) {
      const result = await this.products
        .createQueryBuilder()
        .insert()
        .into(ProductEntity)
        .values({ id, ...row })
        .orIgnore()
        .returning(['id'])
        .execute();
      if ((result.raw as unknown[]).length) return this.products.findOneByOrFail({ id });
    }
    throw conflict(values.id ? 'A product with this id already exists' : 'Too many products have this name: please give this one an id');
  }

  /** Replaces a product's details (admins only); optional fields left out keep their values. */
  async updateProduct(ctx: RequestContext, id: string, input: ProductInputValues): Promise<ProductEntity> {
    requireAdmin(ctx, 'CATALOGUE_WRITE');
    if (!isProductId(id)) throw notFound('Product not found');
    const { fields } = normaliseProductInput(input, { creating: false });
    const stored = await this.products.findOne({ where: { id }, select: { id: true, sizes: true, stock: true, legalDeclarations: true } });
    if (!stored) throw notFound('Product not found');
    // A product saved before the declarations were asked for gets them on its next save.
    if (!fields.legalDeclarations && !stored.legalDeclarations) {
      throw invalidInput('A product needs its Legal Metrology declarations', { field: 'legalDeclarations' });
    }
    // A total sent for sizes without their own stock (an older client) is news only when it
    // differs from the stored total: then those sizes share it; otherwise each keeps its own.
    const shareTotal = fields.stock !== undefined && fields.stock !== stored.stock;
    const sizes = keepVariantIds(stored.sizes, fields.sizes, shareTotal);
    checkSizeDeclarations(fields.pricePaise, sizes);
    const changes = Object.fromEntries(
      Object.entries({ ...fields, stock: shareTotal ? fields.stock : undefined, sizes }).filter(([, value]) => value !== undefined),
    );
    const result = await this.products.update({ id }, changes);
    if (!result.affected) throw notFound('Product not found');
    return this.products.findOneByOrFail({ id });
  }

  /** Removes a product (admins only). Past orders keep their own copy of its name and price. */
  async deleteProduct(ctx: RequestContext, id: string): Promise<string> {
    requireAdmin(ctx, 'CATALOGUE_WRITE');
    if (!isProductId(id)) throw notFound('Product not found');
    const result = await this.products.delete({ id });
    if (!result.affected) throw notFound('Product not found');
    return id;
  }
}
