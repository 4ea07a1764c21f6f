ALTER TABLE "stores" ADD COLUMN "catalogue_hash" varchar(32);--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "catalogue_hash_at" timestamp with time zone;