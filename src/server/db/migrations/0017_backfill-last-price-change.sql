-- Each product's latest price move, for products moved before change detection kept it (docs/product-rules.md R87).
UPDATE "products" p SET "last_price_change_at" = m."detected_at", "last_price_change_pct" = m."percentage_change"
FROM (
  SELECT DISTINCT ON ("product_id") "product_id", "detected_at", "percentage_change" FROM "change_events"
  WHERE "type" IN ('price_increase', 'price_decrease') AND "product_id" IS NOT NULL
  ORDER BY "product_id", "detected_at" DESC, "id" DESC
) m
WHERE p."id" = m."product_id";
