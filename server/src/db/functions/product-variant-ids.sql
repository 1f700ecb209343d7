-- Every size in the database has a stable id (a UUID) and a SKU (the product id and label, upper
-- case: HAIR-OIL-1-100ML), whoever writes it (the admin console, the seed, a bulk import in SQL):
-- a size written without them gets them here. The admin service passes existing ids through, so
-- an edited size keeps its id.

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
  IF jsonb_typeof(NEW.sizes) = 'array'
     AND EXISTS (SELECT 1 FROM jsonb_array_elements(NEW.sizes) AS size WHERE NOT (size ? 'id' AND size ? 'sku')) THEN
    NEW.sizes := product_sizes_with_ids(NEW.id, NEW.sizes);
  END IF;
  RETURN NEW;
END
$$;

CREATE OR REPLACE TRIGGER products_size_ids BEFORE INSERT OR UPDATE OF sizes ON products
  FOR EACH ROW EXECUTE FUNCTION products_fill_size_ids();
