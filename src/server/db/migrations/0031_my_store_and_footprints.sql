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
CREATE TABLE "match_watermarks" (
	"account_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"last_product_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "own_stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"added_by" uuid,
	"url" text NOT NULL,
	"domain" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_matches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"own_product_id" bigint NOT NULL,
	"competitor_product_id" bigint NOT NULL,
	"status" varchar(16) NOT NULL,
	"source" varchar(8) NOT NULL,
	"score" real,
	"reason" text NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_footprints" ADD CONSTRAINT "store_footprints_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_watermarks" ADD CONSTRAINT "match_watermarks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_watermarks" ADD CONSTRAINT "match_watermarks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "own_stores" ADD CONSTRAINT "own_stores_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "own_stores" ADD CONSTRAINT "own_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "own_stores" ADD CONSTRAINT "own_stores_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_matches" ADD CONSTRAINT "product_matches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_matches" ADD CONSTRAINT "product_matches_own_product_id_products_id_fk" FOREIGN KEY ("own_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_matches" ADD CONSTRAINT "product_matches_competitor_product_id_products_id_fk" FOREIGN KEY ("competitor_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_matches" ADD CONSTRAINT "product_matches_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_footprints_present_idx" ON "store_footprints" USING btree ("store_id","kind","key") WHERE "store_footprints"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "store_footprints_store_idx" ON "store_footprints" USING btree ("store_id","first_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "match_watermarks_account_store_idx" ON "match_watermarks" USING btree ("account_id","store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "own_stores_account_store_idx" ON "own_stores" USING btree ("account_id","store_id");--> statement-breakpoint
CREATE INDEX "own_stores_store_idx" ON "own_stores" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_matches_pair_idx" ON "product_matches" USING btree ("account_id","own_product_id","competitor_product_id");--> statement-breakpoint
CREATE INDEX "product_matches_suggested_idx" ON "product_matches" USING btree ("account_id","score" DESC,"id") WHERE "product_matches"."status" = 'suggested';--> statement-breakpoint
CREATE INDEX "product_matches_confirmed_idx" ON "product_matches" USING btree ("account_id","own_product_id") WHERE "product_matches"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "product_matches_competitor_product_idx" ON "product_matches" USING btree ("competitor_product_id");--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin ("title" gin_trgm_ops) WHERE "products"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "variants_store_sku_norm_idx" ON "variants" USING btree ("store_id",lower(regexp_replace("sku", '[[:space:]-]', '', 'g'))) WHERE "variants"."removed_at" IS NULL AND "variants"."sku" IS NOT NULL AND "variants"."sku" <> '';