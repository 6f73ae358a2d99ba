ALTER TYPE "public"."event_type" ADD VALUE 'ORDER_ACCEPTED';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'ORDER_REJECTED';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'ORDER_CANCELLED';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'ORDER_ESCALATED';--> statement-breakpoint
ALTER TYPE "public"."order_state" ADD VALUE 'REJECTED';--> statement-breakpoint
ALTER TYPE "public"."order_state" ADD VALUE 'CANCELLED';--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "event_log" ADD COLUMN "promised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_log" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "event_log" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rejection_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "ring_every_seconds" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "escalate_after_minutes" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "auto_reject_after_minutes" integer;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "pre_order_alert_minutes" integer DEFAULT 45 NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_jobs" ADD CONSTRAINT "scheduled_jobs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduled_jobs_due_idx" ON "scheduled_jobs" USING btree ("due_at") WHERE "scheduled_jobs"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_jobs_pending_key" ON "scheduled_jobs" USING btree ("kind","order_id") WHERE "scheduled_jobs"."done_at" is null;--> statement-breakpoint
-- Orders handled before acknowledging existed count as acknowledged when they were placed; NEW ones still ring.
UPDATE "orders" SET "acknowledged_at" = "order_date" WHERE "state" <> 'NEW';
