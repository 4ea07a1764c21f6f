-- The title's words of migration 0034 (match_title_words), computed the same way, faster. Every new or renamed
-- product computes them twice (its match_key and match_keys generated columns), and the SQL version (a sorted,
-- unique aggregate over two subqueries) cost about 13 µs a call: a third of writing a new product with its
-- variants and first history rows. This one splits the title once and keeps the words sorted and unique as they
-- come (a title has a handful). Same results: matches/title-keys.test.ts compares it with 0034's definition over
-- many titles. Nothing is rewritten; docs/decisions/013.
CREATE OR REPLACE FUNCTION match_title_words(title text, vendor text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  parts text[] := regexp_split_to_array(
    regexp_replace(regexp_replace(lower(coalesce(title, '')), '[''’]', '', 'g'), '([0-9])([a-z])', '\1 \2', 'g'),
    '[^[:alnum:]]+');
  own text[];
  words text[] := '{}';
  w text;
  i int;
  n int := 0;
BEGIN
  FOREACH w IN ARRAY parts LOOP
    w := CASE w WHEN 'small' THEN 's' WHEN 'medium' THEN 'm' WHEN 'large' THEN 'l' WHEN 'xsmall' THEN 'xs'
      WHEN 'xlarge' THEN 'xl' WHEN 'xxlarge' THEN 'xxl' ELSE w END;
    CONTINUE WHEN w = '';
    -- The vendor's own words are left out (split only when the title has a word to test).
    IF own IS NULL THEN
      own := regexp_split_to_array(lower(coalesce(vendor, '')), '[^[:alnum:]]+');
    END IF;
    CONTINUE WHEN w = ANY (own);
    -- Into its place in the sorted list, once.
    i := n;
    WHILE i > 0 AND words[i] > w LOOP
      i := i - 1;
    END LOOP;
    CONTINUE WHEN i > 0 AND words[i] = w;
    words := words[:i] || w || words[i + 1:];
    n := n + 1;
  END LOOP;
  RETURN words;
END $$;
