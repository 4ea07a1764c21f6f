CREATE TABLE "account_activity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"actor_id" uuid,
	"action" varchar(50) NOT NULL,
	"subject_type" varchar(30) NOT NULL,
	"subject_id" varchar(64) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competitors" ADD COLUMN "added_by" uuid;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "added_by" uuid;--> statement-breakpoint
ALTER TABLE "account_activity" ADD CONSTRAINT "account_activity_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_activity" ADD CONSTRAINT "account_activity_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_activity_account_at_idx" ON "account_activity" USING btree ("account_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "account_activity_actor_at_idx" ON "account_activity" USING btree ("account_id","actor_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "competitors" ADD CONSTRAINT "competitors_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Before teams, everything in an account was added by the user who opened it (the account has their id).
UPDATE "competitors" c SET "added_by" = c."account_id" WHERE EXISTS (SELECT 1 FROM "users" u WHERE u."id" = c."account_id");--> statement-breakpoint
UPDATE "alerts" a SET "added_by" = a."account_id" WHERE EXISTS (SELECT 1 FROM "users" u WHERE u."id" = a."account_id");
