-- Plans (DECISIONS.md 1) and system configuration defaults (DECISIONS.md 2, 8; operator.md §5, §9).
INSERT INTO "plan_configs" ("key", "name", "price", "max_competitors", "scraping_interval_minutes", "features", "description", "is_active") VALUES
  ('free', 'Free', 0, 1, 1440, '["1 store","Weekly price alerts","Basic dashboard","Email notifications"]'::jsonb, 'Watch one competitor with a weekly digest.', true),
  ('starter', 'Starter', 1900, 3, 720, '["3 stores","Daily price alerts","Enhanced dashboard","Email notifications","Price history tracking"]'::jsonb, 'For growing shops watching a few rivals.', true),
  ('pro', 'Pro', 4900, 10, 120, '["10 stores","Real-time alerts","Advanced analytics","Slack integration","CSV export","Workflow automation","Priority support"]'::jsonb, 'Every signal, as it happens.', true)
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
INSERT INTO "system_configs" ("key", "value", "description", "category", "data_type") VALUES
  ('scraping_enabled', 'true', 'Whether scheduled scraping runs at all', 'scraping', 'boolean'),
  ('scraping_interval_free_minutes', '1440', 'Scrape interval for the free plan (720 to 2880)', 'scraping', 'number'),
  ('scraping_interval_starter_minutes', '720', 'Scrape interval for the starter plan (360 to 1440)', 'scraping', 'number'),
  ('scraping_interval_pro_minutes', '120', 'Scrape interval for the pro plan (30 to 480)', 'scraping', 'number'),
  ('scraping_interval_minutes', '1440', 'Default scrape interval (display only)', 'scraping', 'number'),
  ('weekly_email_day', '1', 'Day of the weekly summary email (0 = Sunday)', 'email', 'number'),
  ('weekly_email_hour', '10', 'Hour of the weekly summary email (0 to 23)', 'email', 'number'),
  ('price_alert_threshold', '3', 'Default price change alert threshold in percent (1 to 100)', 'alerts', 'number')
ON CONFLICT ("key") DO NOTHING;
