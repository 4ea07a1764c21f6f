ALTER TABLE "products" ADD COLUMN "last_price_change_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "last_price_change_pct" numeric(8, 2);--> statement-breakpoint
CREATE INDEX "products_store_price_idx" ON "products" USING btree ("store_id",coalesce("current_price", -1),"id") WHERE "products"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_store_last_change_idx" ON "products" USING btree ("store_id",coalesce("last_price_change_at", 'epoch'::timestamptz),"id") WHERE "products"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_store_change_idx" ON "products" USING btree ("store_id",coalesce("last_price_change_pct", 0),"id") WHERE "products"."removed_at" IS NULL;