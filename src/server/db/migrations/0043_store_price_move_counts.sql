-- Each store's price rises and drops, counted as change_events change, so the price-changes list's first page
-- sends its true total (X-Total-Count) without counting a user's moves on every call: at bench:api's sizes that
-- count read 6,667 index entries and was planned anew each time, half the database's work for the call. The
-- triggers see every writer's rows (the scrape's publish, fixtures, a cascade from a deleted product or store),
-- once per statement.
ALTER TABLE "stores" ADD COLUMN "price_increase_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "price_decrease_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "stores" s SET "price_increase_count" = d.up, "price_decrease_count" = d.down
FROM (
  SELECT store_id, count(*) FILTER (WHERE type = 'price_increase') AS up,
    count(*) FILTER (WHERE type = 'price_decrease') AS down
  FROM change_events WHERE type IN ('price_increase', 'price_decrease') GROUP BY store_id
) d
WHERE s.id = d.store_id;--> statement-breakpoint
CREATE FUNCTION "count_store_price_moves"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE stores s SET price_increase_count = s.price_increase_count + d.up,
      price_decrease_count = s.price_decrease_count + d.down
    FROM (
      SELECT store_id, count(*) FILTER (WHERE type = 'price_increase') AS up,
        count(*) FILTER (WHERE type = 'price_decrease') AS down
      FROM new_rows WHERE type IN ('price_increase', 'price_decrease') GROUP BY store_id
    ) d
    WHERE s.id = d.store_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE stores s SET price_increase_count = s.price_increase_count - d.up,
      price_decrease_count = s.price_decrease_count - d.down
    FROM (
      SELECT store_id, count(*) FILTER (WHERE type = 'price_increase') AS up,
        count(*) FILTER (WHERE type = 'price_decrease') AS down
      FROM old_rows WHERE type IN ('price_increase', 'price_decrease') GROUP BY store_id
    ) d
    WHERE s.id = d.store_id;
  ELSE
    UPDATE stores s SET price_increase_count = s.price_increase_count + d.up,
      price_decrease_count = s.price_decrease_count + d.down
    FROM (
      SELECT store_id, sum(up)::int AS up, sum(down)::int AS down FROM (
        SELECT store_id, (type = 'price_increase')::int AS up, (type = 'price_decrease')::int AS down FROM new_rows
        UNION ALL
        SELECT store_id, -(type = 'price_increase')::int, -(type = 'price_decrease')::int FROM old_rows
      ) m
      GROUP BY store_id
    ) d
    WHERE s.id = d.store_id AND (d.up <> 0 OR d.down <> 0);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "change_events_count_inserted" AFTER INSERT ON "change_events"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_store_price_moves"();--> statement-breakpoint
CREATE TRIGGER "change_events_count_deleted" AFTER DELETE ON "change_events"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_store_price_moves"();--> statement-breakpoint
CREATE TRIGGER "change_events_count_updated" AFTER UPDATE ON "change_events"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "count_store_price_moves"();
