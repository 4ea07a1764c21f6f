-- The trigram operator classes of the leads search indexes below. pg_trgm is a trusted extension: the database's
-- owner may create it. PGlite ships it and loads it when asked (src/server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "products_live_type_idx" ON "products" USING btree (lower(trim("product_type"))) WHERE "products"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "leads_store_name_trgm_idx" ON "leads" USING gin ("store_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_domain_trgm_idx" ON "leads" USING gin ("domain" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_email_trgm_idx" ON "leads" USING gin ("email" gin_trgm_ops);