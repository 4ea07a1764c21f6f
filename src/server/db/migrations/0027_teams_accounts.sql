-- Teams (docs/product-rules.md R24): competitors, alert rules and API tokens belong to an account that several
-- people share. Every user becomes the owner of an account of their own WITH THE USER'S ID, so renaming user_id
-- to account_id keeps every value of every row: nothing is copied, nothing is lost.
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_members" (
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" varchar(20) NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_members" ADD CONSTRAINT "account_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_members" ADD CONSTRAINT "account_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_members" ADD CONSTRAINT "account_members_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_members_account_user_idx" ON "account_members" USING btree ("account_id","user_id");--> statement-breakpoint
CREATE INDEX "account_members_user_idx" ON "account_members" USING btree ("user_id","created_at");--> statement-breakpoint
INSERT INTO "accounts" ("id", "name", "created_at") SELECT "id", "username", "created_at" FROM "users";--> statement-breakpoint
INSERT INTO "account_members" ("account_id", "user_id", "role", "created_at")
  SELECT "id", "id", 'owner', "created_at" FROM "users";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_account_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_last_account_id_accounts_id_fk" FOREIGN KEY ("last_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitors" DROP CONSTRAINT "competitors_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "competitors" RENAME COLUMN "user_id" TO "account_id";--> statement-breakpoint
ALTER TABLE "competitors" ADD CONSTRAINT "competitors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "competitors_user_store_idx" RENAME TO "competitors_account_store_idx";--> statement-breakpoint
ALTER INDEX "competitors_user_created_idx" RENAME TO "competitors_account_created_idx";--> statement-breakpoint
ALTER TABLE "alerts" DROP CONSTRAINT "alerts_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "alerts" RENAME COLUMN "user_id" TO "account_id";--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "alerts_user_created_idx" RENAME TO "alerts_account_created_idx";--> statement-breakpoint
-- A token keeps its person (user_id) and acts in the account it was made in: theirs.
ALTER TABLE "api_tokens" ADD COLUMN "account_id" uuid;--> statement-breakpoint
UPDATE "api_tokens" SET "account_id" = "user_id";--> statement-breakpoint
ALTER TABLE "api_tokens" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A changed or removed membership drops the member's cached sessions at once (docs/decisions/007-session-cache.md).
CREATE FUNCTION "rw_notify_membership_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('rw_auth_changed', '*');
  ELSE
    PERFORM pg_notify('rw_auth_changed', OLD.user_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "account_members_auth_changed" AFTER UPDATE OR DELETE ON "account_members"
  FOR EACH ROW EXECUTE FUNCTION "rw_notify_membership_change"();
--> statement-breakpoint
CREATE TRIGGER "account_members_auth_truncated" AFTER TRUNCATE ON "account_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "rw_notify_membership_change"();
