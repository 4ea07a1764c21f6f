CREATE TABLE "alert_position_states" (
	"alert_id" uuid NOT NULL,
	"own_product_id" bigint NOT NULL,
	"competitor_product_id" bigint NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_position_states_alert_id_own_product_id_competitor_product_id_pk" PRIMARY KEY("alert_id","own_product_id","competitor_product_id")
);
--> statement-breakpoint
DROP INDEX "notifications_event_user_idx";--> statement-breakpoint
ALTER TABLE "alert_position_states" ADD CONSTRAINT "alert_position_states_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_position_states" ADD CONSTRAINT "alert_position_states_own_product_id_products_id_fk" FOREIGN KEY ("own_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_position_states_product_idx" ON "alert_position_states" USING btree ("own_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event_user_type_idx" ON "notifications" USING btree ("change_event_id","user_id","type");