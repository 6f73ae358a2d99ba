CREATE TABLE "two_factor_attempts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"wrong_at" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "two_factor_attempts" ADD CONSTRAINT "two_factor_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;