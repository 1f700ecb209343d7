-- Every size in the database has a stable id (a UUID), a SKU (the product id and label, upper
-- case: HAIR-OIL-1-100ML) and its own stock, whoever writes it (the admin console, the seed, a
-- bulk import in SQL): a size written without them gets them here. The admin service passes
-- existing ids through, so an edited size keeps its id.
--
-- Stock is counted per size (docs/decisions/032-stock-per-size.md); `products.stock` is always
-- the sum of its sizes' stock, kept here, so listings, sorting and the low-stock badge read one
-- column. A write that names the total alone (`UPDATE products SET stock = 12`, a script or an
-- import that knows nothing of sizes) spreads it over the sizes by the split rule below; sizes
-- written without a figure share what the total leaves after those written with one.

-- The split rule: `total` over the sizes that have no stock yet, evenly, the first sizes taking
-- one more each while a remainder lasts (13 over three sizes: 5, 4, 4). The figures always add
-- up to the total and none is negative.
CREATE OR REPLACE FUNCTION product_sizes_with_stock(total integer, sizes jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  WITH element AS (
    SELECT size, position, NOT (size ? 'stock') AS missing,
           count(*) FILTER (WHERE NOT (size ? 'stock')) OVER () AS n,
           count(*) FILTER (WHERE NOT (size ? 'stock')) OVER (ORDER BY position) AS nth,
           greatest(0, total - coalesce(sum((size->>'stock')::int) FILTER (WHERE size ? 'stock') OVER (), 0)) AS share
      FROM jsonb_array_elements(sizes) WITH ORDINALITY AS e(size, position)
  )
  SELECT coalesce(jsonb_agg(
           CASE WHEN missing THEN size || jsonb_build_object('stock', share / n + CASE WHEN nth <= share % n THEN 1 ELSE 0 END)
                ELSE size END
           ORDER BY position), '[]'::jsonb)
    FROM element
$$;

-- The sizes as they read without their stock: what tells a stock-only change from any other.
CREATE OR REPLACE FUNCTION product_sizes_without_stock(sizes jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_agg(size - 'stock' ORDER BY position), '[]'::jsonb)
    FROM jsonb_array_elements(sizes) WITH ORDINALITY AS e(size, position)
$$;

-- The sizes with units added to (or, negative, taken from) the sizes named by id in `changes`
-- ({"<size id>": 2}); a size not named keeps its figure.
CREATE OR REPLACE FUNCTION product_sizes_add_stock(sizes jsonb, changes jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_agg(
           CASE WHEN changes ? (size->>'id')
                THEN size || jsonb_build_object('stock', coalesce((size->>'stock')::int, 0) + (changes->>(size->>'id'))::int)
                ELSE size END
           ORDER BY position), '[]'::jsonb)
    FROM jsonb_array_elements(sizes) WITH ORDINALITY AS e(size, position)
$$;

CREATE OR REPLACE FUNCTION product_sizes_with_ids(product_id text, sizes jsonb) RETURNS jsonb LANGUAGE sql VOLATILE AS $$
  SELECT coalesce(jsonb_agg(
           size || jsonb_build_object(
             'id', coalesce(size->>'id', gen_random_uuid()::text),
             'sku', coalesce(size->>'sku',
                             upper(trim(both '-' from regexp_replace(product_id || '-' || coalesce(size->>'label', ''), '[^A-Za-z0-9]+', '-', 'g')))))
           ORDER BY position), '[]'::jsonb)
    FROM jsonb_array_elements(sizes) WITH ORDINALITY AS element(size, position)
$$;

CREATE OR REPLACE FUNCTION products_fill_size_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF jsonb_typeof(NEW.sizes) = 'array' AND jsonb_array_length(NEW.sizes) > 0 THEN
    IF EXISTS (SELECT 1 FROM jsonb_array_elements(NEW.sizes) AS size WHERE NOT (size ? 'id' AND size ? 'sku')) THEN
      NEW.sizes := product_sizes_with_ids(NEW.id, NEW.sizes);
    END IF;
    IF TG_OP = 'UPDATE' AND NEW.stock IS DISTINCT FROM OLD.stock AND NEW.sizes IS NOT DISTINCT FROM OLD.sizes THEN
      IF NEW.stock < 0 THEN
        RAISE EXCEPTION 'stock of product % may not be negative', NEW.id USING ERRCODE = 'check_violation';
      END IF;
      NEW.sizes := product_sizes_with_stock(NEW.stock, product_sizes_without_stock(NEW.sizes));
    ELSIF EXISTS (SELECT 1 FROM jsonb_array_elements(NEW.sizes) AS size WHERE NOT (size ? 'stock')) THEN
      NEW.sizes := product_sizes_with_stock(NEW.stock, NEW.sizes);
    END IF;
    IF EXISTS (SELECT 1 FROM jsonb_array_elements(NEW.sizes) AS size
                WHERE jsonb_typeof(size->'stock') <> 'number' OR (size->>'stock')::numeric < 0
                   OR (size->>'stock')::numeric <> trunc((size->>'stock')::numeric)) THEN
      RAISE EXCEPTION 'each size of product % needs a whole, non-negative stock', NEW.id USING ERRCODE = 'check_violation';
    END IF;
    NEW.stock := (SELECT sum((size->>'stock')::int)::int FROM jsonb_array_elements(NEW.sizes) AS size);
  END IF;
  RETURN NEW;
END
$$;

CREATE OR REPLACE TRIGGER products_size_ids BEFORE INSERT OR UPDATE OF sizes, stock ON products
  FOR EACH ROW EXECUTE FUNCTION products_fill_size_ids();
