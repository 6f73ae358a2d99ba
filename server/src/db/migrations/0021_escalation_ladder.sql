ALTER TABLE "settings" ADD COLUMN "push_after_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "pause_after_minutes" integer;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "pause_for_minutes" integer DEFAULT 30 NOT NULL;