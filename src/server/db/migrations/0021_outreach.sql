CREATE TABLE "competitive_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"user_id" uuid,
	"token" varchar(64) NOT NULL,
	"store_name" varchar(255) NOT NULL,
	"category" varchar(255),
	"website" varchar(2000) NOT NULL,
	"status" varchar(30) DEFAULT 'generated' NOT NULL,
	"basis" varchar(500) NOT NULL,
	"message" varchar(1000),
	"currency" varchar(3),
	"competitor_count" integer DEFAULT 0 NOT NULL,
	"avg_market_price" numeric(10, 2),
	"price_range_min" numeric(10, 2),
	"price_range_max" numeric(10, 2),
	"common_product_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"market_positioning" varchar(2000),
	"opportunities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recommendations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"competitors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"generated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outreach_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"step" integer NOT NULL,
	"email_tracking_id" uuid,
	"recipient_email" varchar(255) NOT NULL,
	"subject" varchar(500) NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"bounced_at" timestamp with time zone,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outreach_sequences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"user_id" uuid,
	"status" varchar(20) DEFAULT 'active' NOT NULL,
	"current_step" integer DEFAULT 0 NOT NULL,
	"stop_reason" varchar(30),
	"next_step" integer,
	"next_send_at" timestamp with time zone,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outreach_suppressions" (
	"email" varchar(255) PRIMARY KEY NOT NULL,
	"reason" varchar(30) NOT NULL,
	"lead_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competitive_reports" ADD CONSTRAINT "competitive_reports_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitive_reports" ADD CONSTRAINT "competitive_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_emails" ADD CONSTRAINT "outreach_emails_sequence_id_outreach_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."outreach_sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_emails" ADD CONSTRAINT "outreach_emails_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_emails" ADD CONSTRAINT "outreach_emails_email_tracking_id_email_tracking_id_fk" FOREIGN KEY ("email_tracking_id") REFERENCES "public"."email_tracking"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_sequences" ADD CONSTRAINT "outreach_sequences_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_sequences" ADD CONSTRAINT "outreach_sequences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_suppressions" ADD CONSTRAINT "outreach_suppressions_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competitive_reports_lead_key" ON "competitive_reports" USING btree ("lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "competitive_reports_token_key" ON "competitive_reports" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "outreach_emails_step_key" ON "outreach_emails" USING btree ("sequence_id","step");--> statement-breakpoint
CREATE INDEX "outreach_emails_queued_idx" ON "outreach_emails" USING btree ("queued_at","id");--> statement-breakpoint
CREATE INDEX "outreach_emails_lead_idx" ON "outreach_emails" USING btree ("lead_id","queued_at","id");--> statement-breakpoint
CREATE INDEX "outreach_emails_recipient_idx" ON "outreach_emails" USING btree ("recipient_email");--> statement-breakpoint
CREATE INDEX "outreach_emails_tracking_idx" ON "outreach_emails" USING btree ("email_tracking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outreach_sequences_lead_key" ON "outreach_sequences" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "outreach_sequences_due_idx" ON "outreach_sequences" USING btree ("next_send_at") WHERE "outreach_sequences"."status" = 'active';