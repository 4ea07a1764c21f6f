ALTER TABLE "plan_configs" ADD COLUMN "best_seller_depth" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_best_seller_reads" ADD COLUMN "depth" integer;--> statement-breakpoint
UPDATE "plan_configs" SET "best_seller_depth" = CASE "key" WHEN 'free' THEN 20 WHEN 'starter' THEN 50 ELSE 100 END;
