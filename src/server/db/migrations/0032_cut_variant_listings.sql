ALTER TABLE "products" ADD COLUMN "variants_visible" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variants_estimated" integer;