CREATE TABLE "onboarding_skips" (
	"user_id" uuid NOT NULL,
	"step" varchar(32) NOT NULL,
	"skipped_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_skips_user_id_step_pk" PRIMARY KEY("user_id","step")
);
--> statement-breakpoint
ALTER TABLE "onboarding_skips" ADD CONSTRAINT "onboarding_skips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;