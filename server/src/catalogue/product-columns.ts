/**
 * Every product column under its entity property name, so a row is a ProductEntity as it comes:
 * the catalogue's reads skip TypeORM's query builder and hydration, which cost more than the
 * query itself. A module of its own, importing nothing, so bench/'s bare server sends the very
 * statements the shop sends without loading the shop.
 */
export const PRODUCT_COLUMNS = `p.id, p.name, p.category, p.subcategory, p.price_paise AS "pricePaise", p.sizes, p.description,
  p.benefits, p.image_url AS "imageUrl", p.images, p.stock, p.rating, p.reviews, p.review_stars AS "reviewStars", p.featured,
  p.best_seller AS "bestSeller", p.is_new AS "isNew", p.created_at AS "createdAt", p.updated_at AS "updatedAt",
  p.hsn_code AS "hsnCode", p.gst_rate_percent::float8 AS "gstRatePercent",
  p.legal_declarations AS "legalDeclarations", p.ingredients, p.how_to_use AS "howToUse", p.uqc, p.concerns`;
