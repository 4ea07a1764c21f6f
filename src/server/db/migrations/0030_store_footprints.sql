CREATE TABLE "store_footprints" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"kind" varchar(10) NOT NULL,
	"key" varchar(300) NOT NULL,
	"name" varchar(300) NOT NULL,
	"category" varchar(40),
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"evidence" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "store_footprints" ADD CONSTRAINT "store_footprints_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_footprints_present_idx" ON "store_footprints" USING btree ("store_id","kind","key") WHERE "store_footprints"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "store_footprints_store_idx" ON "store_footprints" USING btree ("store_id","first_seen_at");