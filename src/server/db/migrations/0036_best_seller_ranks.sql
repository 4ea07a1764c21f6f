CREATE TABLE "best_seller_ranks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"product_id" bigint NOT NULL,
	"rank" integer,
	"previous_rank" integer,
	"observed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_best_seller_reads" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"source" varchar(8),
	"unreadable_reason" text,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "best_seller_ranks" ADD CONSTRAINT "best_seller_ranks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "best_seller_ranks" ADD CONSTRAINT "best_seller_ranks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_best_seller_reads" ADD CONSTRAINT "store_best_seller_reads_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "best_seller_ranks_store_product_idx" ON "best_seller_ranks" USING btree ("store_id","product_id","observed_at");--> statement-breakpoint
CREATE INDEX "best_seller_ranks_product_idx" ON "best_seller_ranks" USING btree ("product_id","observed_at");--> statement-breakpoint
CREATE INDEX "best_seller_ranks_store_time_idx" ON "best_seller_ranks" USING btree ("store_id","observed_at");