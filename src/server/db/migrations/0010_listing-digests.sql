ALTER TABLE "stores" ADD COLUMN "listing_digests" text[];--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "listing_digests_at" timestamp with time zone;