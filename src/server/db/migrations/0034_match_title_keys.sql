-- Matching (matches/match-products.ts, docs/product-rules.md R138) finds candidate pairs by title keys instead of
-- a trigram search. A title's words: lower case, apostrophes dropped, figures apart from units ("350ml" is
-- "350 ml"), sizes written out as letters ("Medium" is "m"), the vendor's own words left out; sorted and unique.
-- match_title_key joins them whole; match_title_keys holds that and the key with any one word left out. Two titles
-- with the same words in any order share their key; a title with one word more holds the other's key among its
-- keys. Immutable, so generated columns hold the keys (written with the title) and plain indexes serve the lookups;
-- the keys functions name the words function with its schema, as maintenance may run with only pg_catalog on the
-- search path (PostgreSQL 17, PGlite). Adding the columns rewrites `products`: see docs/deploy.md for a large live
-- database.
CREATE OR REPLACE FUNCTION match_title_words(title text, vendor text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT w ORDER BY w), '{}'::text[])
  FROM (
    SELECT CASE t WHEN 'small' THEN 's' WHEN 'medium' THEN 'm' WHEN 'large' THEN 'l' WHEN 'xsmall' THEN 'xs'
      WHEN 'xlarge' THEN 'xl' WHEN 'xxlarge' THEN 'xxl' ELSE t END AS w
    FROM regexp_split_to_table(
      regexp_replace(regexp_replace(lower(coalesce(title, '')), '[''’]', '', 'g'), '([0-9])([a-z])', '\1 \2', 'g'),
      '[^[:alnum:]]+') AS t
  ) x
  WHERE w <> ''
    AND w NOT IN (SELECT v FROM regexp_split_to_table(lower(coalesce(vendor, '')), '[^[:alnum:]]+') AS v)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION match_title_key(title text, vendor text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_string(public.match_title_words(title, vendor), ' ')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION match_title_keys(title text, vendor text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN cardinality(w) = 0 THEN '{}'::text[]
    WHEN cardinality(w) < 3 THEN ARRAY[array_to_string(w, ' ')]
    ELSE array_to_string(w, ' ')
      || ARRAY(SELECT array_to_string(w[:i - 1] || w[i + 1:], ' ') FROM generate_series(1, cardinality(w)) AS i)
    END
  FROM (SELECT public.match_title_words(title, vendor) AS w) x
$$;--> statement-breakpoint
DROP INDEX "products_title_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "match_key" text GENERATED ALWAYS AS (match_title_key(title, vendor)) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "match_keys" text[] GENERATED ALWAYS AS (match_title_keys(title, vendor)) STORED;--> statement-breakpoint
CREATE INDEX "products_match_key_idx" ON "products" USING btree ("match_key") WHERE "products"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_match_keys_idx" ON "products" USING gin ("match_keys") WITH (fastupdate=false) WHERE "products"."removed_at" IS NULL;