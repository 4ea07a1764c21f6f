ALTER TABLE "price_history" DROP CONSTRAINT "price_history_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "variants" DROP CONSTRAINT "variants_store_id_stores_id_fk";
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "content_hash" varchar(32);