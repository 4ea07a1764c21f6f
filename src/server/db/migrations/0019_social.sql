CREATE TABLE "social_platform_states" (
	"platform" varchar(16) PRIMARY KEY NOT NULL,
	"needs_new_credentials" boolean DEFAULT false NOT NULL,
	"credentials_fingerprint" varchar(64),
	"credentials_refused_at" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform" varchar(16) NOT NULL,
	"post_type" varchar(20) NOT NULL,
	"template_key" varchar(60),
	"content" text NOT NULL,
	"title" text,
	"hashtags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"target_audience" text,
	"image_url" text,
	"subreddit" varchar(32),
	"scheduled_for" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"status" varchar(12) DEFAULT 'scheduled' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"lease_token" uuid,
	"lease_until" timestamp with time zone,
	"error_message" text,
	"external_id" varchar(200),
	"url" text,
	"figures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"engagement" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_posts_status_check" CHECK ("social_posts"."status" IN ('scheduled', 'publishing', 'posted', 'failed', 'missed'))
);
--> statement-breakpoint
CREATE TABLE "social_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"auto_posting_enabled" boolean DEFAULT false NOT NULL,
	"daily_post_limits" jsonb NOT NULL,
	"optimal_posting_times" jsonb NOT NULL,
	"content_mix" jsonb NOT NULL,
	"subreddit" varchar(32),
	"last_content_generation" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_settings_one_row" CHECK ("social_settings"."id" = 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "social_posts_platform_slot_idx" ON "social_posts" USING btree ("platform","scheduled_for");--> statement-breakpoint
CREATE INDEX "social_posts_list_idx" ON "social_posts" USING btree ("scheduled_for" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "social_posts_platform_list_idx" ON "social_posts" USING btree ("platform","scheduled_for" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "social_posts_status_list_idx" ON "social_posts" USING btree ("status","scheduled_for" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "social_posts_due_idx" ON "social_posts" USING btree ("scheduled_for") WHERE "social_posts"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "social_posts_publishing_idx" ON "social_posts" USING btree ("lease_until") WHERE "social_posts"."status" = 'publishing';