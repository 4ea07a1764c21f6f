-- Billing follows the account (docs/product-rules.md R24, R49): the plan, the Stripe ids, the subscription, its
-- payments and payment events move from the user who paid to the account. Every account was opened with its
-- founding user's id (migration 0027), so renaming user_id to account_id keeps every value of every row.
-- A user who pays but whose own account is gone (another owner deleted it with their login) gets it back, with
-- them as its owner, so no subscription or payment is left without an account.
INSERT INTO "accounts" ("id", "name", "created_at")
  SELECT u."id", u."username", u."created_at" FROM "users" u
  WHERE NOT EXISTS (SELECT 1 FROM "accounts" a WHERE a."id" = u."id")
    AND (EXISTS (SELECT 1 FROM "subscriptions" s WHERE s."user_id" = u."id")
      OR EXISTS (SELECT 1 FROM "payments" p WHERE p."user_id" = u."id")
      OR EXISTS (SELECT 1 FROM "payment_events" e WHERE e."user_id" = u."id"));--> statement-breakpoint
INSERT INTO "account_members" ("account_id", "user_id", "role", "created_at")
  SELECT a."id", a."id", 'owner', a."created_at" FROM "accounts" a
  WHERE EXISTS (SELECT 1 FROM "users" u WHERE u."id" = a."id")
    AND NOT EXISTS (SELECT 1 FROM "account_members" m WHERE m."account_id" = a."id");--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "subscription_status" varchar(50) DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "subscription_plan" varchar(50) DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "stripe_customer_id" varchar(255);--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "stripe_subscription_id" varchar(255);--> statement-breakpoint
UPDATE "accounts" a SET "subscription_status" = u."subscription_status", "subscription_plan" = u."subscription_plan",
  "stripe_customer_id" = u."stripe_customer_id", "stripe_subscription_id" = u."stripe_subscription_id"
  FROM "users" u WHERE u."id" = a."id";--> statement-breakpoint
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "payment_events" RENAME COLUMN "user_id" TO "account_id";--> statement-breakpoint
ALTER TABLE "payments" RENAME COLUMN "user_id" TO "account_id";--> statement-breakpoint
ALTER TABLE "subscriptions" RENAME COLUMN "user_id" TO "account_id";--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "payments_user_created_idx" RENAME TO "payments_account_created_idx";--> statement-breakpoint
ALTER INDEX "subscriptions_user_idx" RENAME TO "subscriptions_account_idx";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "stripe_customer_id";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "stripe_subscription_id";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "subscription_status";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "subscription_plan";
