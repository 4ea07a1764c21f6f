CREATE TABLE "price_positions" (
	"account_id" uuid NOT NULL,
	"competitor_id" uuid NOT NULL,
	"own_product_id" bigint NOT NULL,
	"min_comp" numeric(10, 2),
	"max_comp" numeric(10, 2),
	"n_compared" integer NOT NULL,
	"n_cheaper" integer NOT NULL,
	"position" varchar(16) NOT NULL,
	"gap" numeric,
	"sort_gap" numeric NOT NULL,
	"undercut_at" timestamp with time zone,
	"vendor_key" text,
	"type_key" text,
	CONSTRAINT "price_positions_account_id_competitor_id_own_product_id_pk" PRIMARY KEY("account_id","competitor_id","own_product_id")
);
--> statement-breakpoint
ALTER TABLE "price_positions" ADD CONSTRAINT "price_positions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_positions" ADD CONSTRAINT "price_positions_own_product_id_products_id_fk" FOREIGN KEY ("own_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_positions_gap_idx" ON "price_positions" USING btree ("account_id","competitor_id","sort_gap" DESC,"own_product_id");--> statement-breakpoint
CREATE INDEX "price_positions_position_idx" ON "price_positions" USING btree ("account_id","competitor_id","position","sort_gap" DESC,"own_product_id");--> statement-breakpoint
CREATE INDEX "price_positions_product_idx" ON "price_positions" USING btree ("own_product_id");--> statement-breakpoint
-- The positions of every confirmed pair there is already (docs/product-rules.md R145), as refresh-price-positions.ts computes them.
INSERT INTO price_positions (account_id, competitor_id, own_product_id, min_comp, max_comp, n_compared,
  n_cheaper, position, gap, sort_gap, undercut_at, vendor_key, type_key)
WITH t AS (SELECT DISTINCT account_id, own_product_id FROM (SELECT account_id, own_product_id FROM product_matches WHERE status = 'confirmed') x),
-- The pairs with both products, by index from the targets; the stores and competitors (a few rows) are joined
-- after, so no estimate of the few can make the planner loop over the many.
raw AS MATERIALIZED (
  SELECT pm.account_id, mp.id AS own_product_id, mp.store_id AS my_store, mp.current_price AS my_price,
    lower(trim(mp.vendor)) AS vendor_key, lower(trim(mp.product_type)) AS type_key, cp.store_id AS their_store,
    cp.current_price AS their_price, cp.last_price_change_at AS changed_at, cp.last_price_change_pct AS changed_pct
  FROM t
  JOIN product_matches pm ON pm.account_id = t.account_id AND pm.own_product_id = t.own_product_id
    AND pm.status = 'confirmed'
  JOIN products mp ON mp.id = pm.own_product_id AND mp.removed_at IS NULL
  JOIN products cp ON cp.id = pm.competitor_product_id AND cp.removed_at IS NULL
),
-- The accounts' own stores (competitor_id null) and active competitors' stores, with their currencies.
stores_of AS MATERIALIZED (
  SELECT o.account_id, o.store_id, NULL::uuid AS competitor_id, s.currency
  FROM own_stores o JOIN stores s ON s.id = o.store_id
  WHERE o.account_id IN (SELECT account_id FROM t)
  UNION ALL
  SELECT c.account_id, c.store_id, c.id, s.currency
  FROM competitors c JOIN stores s ON s.id = c.store_id
  WHERE c.account_id IN (SELECT account_id FROM t) AND c.deactivated_at IS NULL
),
pairs AS (
  SELECT r.account_id, r.own_product_id, theirs.competitor_id, r.my_price, r.vendor_key, r.type_key,
    CASE WHEN theirs.currency = mine.currency THEN r.their_price END AS their, r.changed_at, r.changed_pct
  FROM raw r
  JOIN stores_of mine ON mine.account_id = r.account_id AND mine.store_id = r.my_store
    AND mine.competitor_id IS NULL
  JOIN stores_of theirs ON theirs.account_id = r.account_id AND theirs.store_id = r.their_store
    AND theirs.competitor_id IS NOT NULL
),
agg AS (
  SELECT account_id, own_product_id, coalesce(competitor_id, '00000000-0000-0000-0000-000000000000'::uuid) AS competitor_id,
    my_price, vendor_key, type_key,
    min(their) AS min_comp, max(their) AS max_comp, count(their)::int AS n_compared,
    count(*) FILTER (WHERE their < my_price)::int AS n_cheaper,
    max(changed_at) FILTER (WHERE their < my_price AND changed_pct < 0) AS undercut_at
  FROM pairs
  GROUP BY GROUPING SETS ((account_id, own_product_id, my_price, vendor_key, type_key),
    (account_id, own_product_id, my_price, vendor_key, type_key, competitor_id))
),
placed AS (
  SELECT agg.*,
    CASE WHEN my_price IS NULL OR n_compared = 0 THEN 'not_compared'
      WHEN my_price <= min_comp THEN 'cheapest'
      WHEN my_price > max_comp THEN 'most_expensive'
      ELSE 'middle' END AS position,
    CASE WHEN my_price IS NOT NULL AND n_compared > 0 AND min_comp > 0
      THEN round((my_price - min_comp) / min_comp * 100, 2) END AS gap
  FROM agg
)
SELECT account_id, competitor_id, own_product_id, min_comp, max_comp, n_compared, n_cheaper, position, gap,
  coalesce(gap, -999999999), undercut_at, vendor_key, type_key
FROM placed;
