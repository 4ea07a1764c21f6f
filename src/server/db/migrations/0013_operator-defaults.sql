-- Tickets opened before replies existed have waited since they were opened (docs/product-rules.md R58).
UPDATE "support_tickets" SET "awaiting_reply_since" = "created_at" WHERE "status" IN ('open', 'in-progress');
--> statement-breakpoint
UPDATE "support_tickets" SET "awaiting_reply_since" = NULL WHERE "status" NOT IN ('open', 'in-progress');
--> statement-breakpoint
-- Scraping audit retention and the run timeout (docs/product-rules.md R60, R61).
INSERT INTO "system_configs" ("key", "value", "description", "category", "data_type") VALUES
  ('scraping_audit_retention_days', '90', 'Days a scraping audit record is kept (7 to 365)', 'scraping', 'number'),
  ('scrape_run_timeout_minutes', '30', 'Minutes after which a running scrape is closed as failed (10 to 240)', 'scraping', 'number')
ON CONFLICT ("key") DO NOTHING;
