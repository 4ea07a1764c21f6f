CREATE TABLE "stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"myshopify_domain" varchar(255) NOT NULL,
	"url" text NOT NULL,
	"name" varchar(255) NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"country" varchar(8),
	"product_count" integer DEFAULT 0 NOT NULL,
	"last_scraped_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"next_scrape_at" timestamp with time zone,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"last_error_type" varchar(50),
	"last_error_message" text,
	"scrape_progress" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_myshopify_domain_unique" UNIQUE("myshopify_domain")
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"variant_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"price" numeric(10, 2),
	"compare_at_price" numeric(10, 2),
	"available" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"external_id" varchar(32) NOT NULL,
	"handle" varchar(255) NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"vendor" varchar(255),
	"product_type" varchar(255),
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_url" text,
	"url" text NOT NULL,
	"current_price" numeric(10, 2),
	"compare_at_price" numeric(10, 2),
	"available" boolean DEFAULT true NOT NULL,
	"shopify_created_at" timestamp with time zone,
	"shopify_published_at" timestamp with time zone,
	"shopify_updated_at" timestamp with time zone,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" bigint NOT NULL,
	"store_id" uuid NOT NULL,
	"external_id" varchar(32) NOT NULL,
	"title" text NOT NULL,
	"sku" varchar(255),
	"position" integer DEFAULT 1 NOT NULL,
	"price" numeric(10, 2),
	"compare_at_price" numeric(10, 2),
	"available" boolean DEFAULT true NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"product_id" bigint,
	"variant_id" bigint,
	"audit_id" bigint,
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
CREATE TABLE "competitors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"name" varchar(255) NOT NULL,
	"url" text NOT NULL,
	"domain" varchar(255) NOT NULL,
	"status" varchar(20) DEFAULT 'active' NOT NULL,
	"last_scraped" timestamp with time zone,
	"product_count" integer DEFAULT 0 NOT NULL,
	"error_message" text,
	"deactivated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scraping_audits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"trigger" varchar(20) DEFAULT 'scheduled' NOT NULL,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone,
	"status" varchar(20) NOT NULL,
	"method" varchar(20) DEFAULT 'http' NOT NULL,
	"duration" integer,
	"response_time" integer,
	"products_found" integer DEFAULT 0 NOT NULL,
	"products_processed" integer DEFAULT 0 NOT NULL,
	"price_changes" integer DEFAULT 0 NOT NULL,
	"error_type" varchar(50),
	"error_message" text,
	"http_status_code" integer,
	"retry_attempts" integer DEFAULT 0 NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_events" ADD CONSTRAINT "change_events_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_events" ADD CONSTRAINT "change_events_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_events" ADD CONSTRAINT "change_events_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitors" ADD CONSTRAINT "competitors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitors" ADD CONSTRAINT "competitors_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scraping_audits" ADD CONSTRAINT "scraping_audits_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stores_next_scrape_idx" ON "stores" USING btree ("next_scrape_at");--> statement-breakpoint
CREATE INDEX "price_history_variant_idx" ON "price_history" USING btree ("variant_id","created_at");--> statement-breakpoint
CREATE INDEX "price_history_product_idx" ON "price_history" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "products_store_external_idx" ON "products" USING btree ("store_id","external_id");--> statement-breakpoint
CREATE INDEX "products_store_title_idx" ON "products" USING btree ("store_id","title") WHERE "products"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_store_launch_idx" ON "products" USING btree ("store_id",coalesce("shopify_published_at", "shopify_created_at", "first_seen_at") DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "variants_store_external_idx" ON "variants" USING btree ("store_id","external_id");--> statement-breakpoint
CREATE INDEX "variants_product_idx" ON "variants" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "change_events_store_detected_idx" ON "change_events" USING btree ("store_id","detected_at");--> statement-breakpoint
CREATE INDEX "change_events_store_type_idx" ON "change_events" USING btree ("store_id","type","detected_at");--> statement-breakpoint
CREATE INDEX "change_events_product_idx" ON "change_events" USING btree ("product_id","detected_at");--> statement-breakpoint
CREATE UNIQUE INDEX "competitors_user_store_idx" ON "competitors" USING btree ("user_id","store_id");--> statement-breakpoint
CREATE INDEX "competitors_user_created_idx" ON "competitors" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "competitors_store_active_idx" ON "competitors" USING btree ("store_id") WHERE "competitors"."deactivated_at" IS NULL;--> statement-breakpoint
CREATE INDEX "scraping_audits_store_start_idx" ON "scraping_audits" USING btree ("store_id","start_time");--> statement-breakpoint
CREATE INDEX "scraping_audits_start_idx" ON "scraping_audits" USING btree ("start_time");