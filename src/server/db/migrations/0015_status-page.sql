CREATE TABLE "status_daily" (
	"service" varchar(20) NOT NULL,
	"day" date NOT NULL,
	"probed_minutes" integer NOT NULL,
	"healthy_minutes" integer NOT NULL,
	"maintenance_minutes" integer NOT NULL,
	"worst" varchar(20),
	"avg_response_ms" integer,
	CONSTRAINT "status_daily_service_day_pk" PRIMARY KEY("service","day")
);
--> statement-breakpoint
CREATE TABLE "status_incident_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incident_id" uuid NOT NULL,
	"status" varchar(20) NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(200) NOT NULL,
	"severity" varchar(20) NOT NULL,
	"status" varchar(20) NOT NULL,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_maintenance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(200) NOT NULL,
	"message" text NOT NULL,
	"services" text[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_probes" (
	"service" varchar(20) NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"outcome" varchar(20) NOT NULL,
	"state" varchar(20) NOT NULL,
	"response_ms" integer,
	"error" text,
	CONSTRAINT "status_probes_service_minute_pk" PRIMARY KEY("service","minute")
);
--> statement-breakpoint
CREATE TABLE "status_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(255) NOT NULL,
	"confirm_token" varchar(64) NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_subscribers_email_unique" UNIQUE("email"),
	CONSTRAINT "status_subscribers_confirm_token_unique" UNIQUE("confirm_token")
);
--> statement-breakpoint
ALTER TABLE "status_incident_updates" ADD CONSTRAINT "status_incident_updates_incident_id_status_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."status_incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "status_incident_updates_incident_idx" ON "status_incident_updates" USING btree ("incident_id","created_at");--> statement-breakpoint
CREATE INDEX "status_incidents_started_idx" ON "status_incidents" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "status_incidents_open_idx" ON "status_incidents" USING btree ("started_at") WHERE "status_incidents"."resolved_at" IS NULL;--> statement-breakpoint
CREATE INDEX "status_maintenance_ends_idx" ON "status_maintenance" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "status_probes_minute_idx" ON "status_probes" USING btree ("minute");