ALTER TYPE "public"."event_type" ADD VALUE 'LATE_PAYMENT' BEFORE 'OPENING_HOURS';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'PAYMENT_METHODS';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "payment_methods" "payment_method"[];--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "card_payment_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "szep_payment_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_payment_doubt_idx" ON "orders" USING btree ("order_date") WHERE payment_status in ('REDIRECTED', 'ABANDONED') and payment_checked_at is null;