CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" varchar(255) NOT NULL,
	"store_name" varchar(255) NOT NULL,
	"website" text NOT NULL,
	"email" varchar(255),
	"linkedin_url" text,
	"category" varchar(255),
	"country" varchar(2),
	"currency" varchar(3),
	"estimated_revenue" integer,
	"employees" integer,
	"description" text,
	"shopify_plan" varchar(100),
	"founded" integer,
	"product_count" integer,
	"product_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" varchar(50) NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"field_sources" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"store_id" uuid,
	"status" varchar(20) DEFAULT 'new' NOT NULL,
	"notes" text,
	"last_contacted_at" timestamp with time zone,
	"email1_sent_at" timestamp with time zone,
	"email2_sent_at" timestamp with time zone,
	"email3_sent_at" timestamp with time zone,
	"last_email_type" varchar(50),
	"email_sequence_complete" boolean DEFAULT false NOT NULL,
	"unsubscribed" boolean DEFAULT false NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"converted_to_user_id" uuid,
	"converted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_converted_to_user_id_users_id_fk" FOREIGN KEY ("converted_to_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_domain_key" ON "leads" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email") WHERE "leads"."email" is not null;--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leads_status_created_idx" ON "leads" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_source_created_idx" ON "leads" USING btree ("source","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_store_idx" ON "leads" USING btree ("store_id");