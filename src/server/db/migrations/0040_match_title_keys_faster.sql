-- The title keys of migration 0034, computed the same way, faster: every write of a product's title or vendor
-- computes them (generated columns), and the SQL versions took about 1 ms a product (match_title_keys read the
-- words once for each word, inlined into every reference). These read the words once. Same results: the columns
-- and the index are left as they are. bench:scrape's unpaced first scrape of 10,000 products spent most of its
-- ingest here; docs/decisions/013.
CREATE OR REPLACE FUNCTION match_title_key(title text, vendor text) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN array_to_string(public.match_title_words(title, vendor), ' ');
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION match_title_keys(title text, vendor text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  w text[] := public.match_title_words(title, vendor);
  n int := cardinality(w);
  keys text[];
BEGIN
  IF n = 0 THEN RETURN '{}'::text[]; END IF;
  keys := ARRAY[array_to_string(w, ' ')];
  IF n < 3 THEN RETURN keys; END IF;
  FOR i IN 1..n LOOP
    keys := keys || array_to_string(w[:i - 1] || w[i + 1:], ' ');
  END LOOP;
  RETURN keys;
END $$;
