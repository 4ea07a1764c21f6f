-- A person's feed in one account read in order from one index (list-notifications.ts). The feed kept only the
-- rows of the account's competitors by joining competitors, and PostgreSQL, which cannot know that a person's
-- notifications and an account's competitors describe the same rows, read every notification of the person and
-- sorted them for a page: 2,874 rows for 51 at bench:api's sizes, growing with the feed. Each row now carries its
-- competitor's account, held to it by a foreign key on the pair. The statistics tell the planner that a person's
-- rows and an account's rows are mostly the same rows (a person is in one account or a few); without them it
-- multiplies the two and expects 22 rows where there are 2,874, and reads them all by bitmap to sort them.
CREATE UNIQUE INDEX "competitors_id_account_idx" ON "competitors" USING btree ("id","account_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "account_id" uuid;--> statement-breakpoint
UPDATE "notifications" n SET "account_id" = c."account_id" FROM "competitors" c WHERE c."id" = n."competitor_id";--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_competitor_id_competitors_id_fk";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_competitor_account_fk" FOREIGN KEY ("competitor_id","account_id") REFERENCES "public"."competitors"("id","account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
CREATE INDEX "notifications_user_account_created_idx" ON "notifications" USING btree ("user_id","account_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE STATISTICS "notifications_user_account_stats" (dependencies) ON "user_id", "account_id" FROM "notifications";--> statement-breakpoint
ANALYZE "notifications";
