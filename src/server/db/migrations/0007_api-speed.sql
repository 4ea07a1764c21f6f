DROP INDEX "products_store_title_idx";--> statement-breakpoint
DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
DROP INDEX "email_tracking_user_created_idx";--> statement-breakpoint
DROP INDEX "deliveries_user_created_idx";--> statement-breakpoint
DROP INDEX "api_tokens_user_idx";--> statement-breakpoint
CREATE INDEX "change_events_store_price_idx" ON "change_events" USING btree ("store_id","detected_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "change_events"."type" IN ('price_increase', 'price_decrease');--> statement-breakpoint
CREATE INDEX "products_store_title_idx" ON "products" USING btree ("store_id","title","id") WHERE "products"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "email_tracking_user_created_idx" ON "email_tracking" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deliveries_user_created_idx" ON "deliveries" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "api_tokens_user_idx" ON "api_tokens" USING btree ("user_id","created_at" DESC NULLS FIRST);