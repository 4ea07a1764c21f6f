CREATE TABLE "scrape_pending_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"product_id" bigint,
	"variant_id" bigint,
	"type" varchar(40) NOT NULL,
	"variant_title" text,
	"old_price" numeric(10, 2),
	"new_price" numeric(10, 2),
	"old_compare_at_price" numeric(10, 2),
	"new_compare_at_price" numeric(10, 2),
	"percentage_change" numeric(8, 2),
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scrape_pending_events" ADD CONSTRAINT "scrape_pending_events_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scrape_pending_events_store_idx" ON "scrape_pending_events" USING btree ("store_id","id");