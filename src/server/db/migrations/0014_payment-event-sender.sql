ALTER TABLE "payment_events" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_events_due_idx" ON "payment_events" USING btree ("next_attempt_at") WHERE "payment_events"."status" IN ('pending', 'sending');