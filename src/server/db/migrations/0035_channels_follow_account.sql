-- Alert channels follow the account (docs/product-rules.md R24, R133): the Slack incoming webhook, the workflow
-- webhook and its secret move from users to accounts, each account taking those of its first owner who had any set
-- (the founding owner in the common case). Slack posts and webhook events become the account's, one per account and
-- event: waiting items get their account and keep one per account, event and channel; deliveries not yet sent on
-- these channels are undone so the planner makes them again per account. Sent ones stay as the record they are.
ALTER TABLE "accounts" ADD COLUMN "slack_webhook_url" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "webhook_url" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "webhook_secret" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "delivery_items" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_items" ADD CONSTRAINT "delivery_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_account_created_idx" ON "deliveries" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "delivery_items_account_waiting_idx" ON "delivery_items" USING btree ("account_id","channel","created_at") WHERE "delivery_items"."delivery_id" IS NULL AND "delivery_items"."account_id" IS NOT NULL;--> statement-breakpoint
UPDATE "accounts" a SET "slack_webhook_url" = f."slack_webhook_url", "webhook_url" = f."webhook_url",
  "webhook_secret" = f."webhook_secret"
  FROM (SELECT DISTINCT ON (m."account_id") m."account_id", u."slack_webhook_url", u."webhook_url", u."webhook_secret"
    FROM "account_members" m JOIN "users" u ON u."id" = m."user_id"
    WHERE m."role" = 'owner'
      AND (u."slack_webhook_url" IS NOT NULL OR u."webhook_url" IS NOT NULL OR u."webhook_secret" IS NOT NULL)
    ORDER BY m."account_id", m."created_at", m."user_id") f
  WHERE f."account_id" = a."id";--> statement-breakpoint
UPDATE "delivery_items" i SET "delivery_id" = NULL
  FROM "deliveries" d
  WHERE d."id" = i."delivery_id" AND d."channel" IN ('slack', 'webhook') AND d."status" IN ('pending', 'sending');--> statement-breakpoint
DELETE FROM "deliveries" WHERE "channel" IN ('slack', 'webhook') AND "status" IN ('pending', 'sending');--> statement-breakpoint
UPDATE "delivery_items" i SET "account_id" = c."account_id"
  FROM "notifications" n JOIN "competitors" c ON c."id" = n."competitor_id"
  WHERE n."id" = i."notification_id" AND i."channel" IN ('slack', 'webhook');--> statement-breakpoint
DELETE FROM "delivery_items" i USING "notifications" n
  WHERE n."id" = i."notification_id" AND i."delivery_id" IS NULL AND i."account_id" IS NOT NULL
    AND EXISTS (SELECT 1 FROM "delivery_items" o JOIN "notifications" on2 ON on2."id" = o."notification_id"
      WHERE o."account_id" = i."account_id" AND o."channel" = i."channel"
        AND on2."change_event_id" = n."change_event_id" AND o."notification_id" < i."notification_id");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "slack_webhook_url";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "webhook_url";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "webhook_secret";