ALTER TYPE "public"."event_type" ADD VALUE 'OPENING_HOURS';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'SPECIAL_DATES';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'SLOT_SETTINGS';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'SLOT_CAPACITY';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'BUSY_MODE';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'ORDERING_SWITCH';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'MIN_ORDER_VALUE';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'DELIVERY_TIME';--> statement-breakpoint
ALTER TABLE "event_log" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "event_log" ADD COLUMN "change" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "opening_hours" jsonb;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "lead_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "slot_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "days_ahead" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "capacity_per_slot" integer;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "capacity_by_weekday" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "busy_extra_minutes" integer;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "busy_extra_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "busy_paused_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_slot_idx" ON "orders" USING btree ("slot_at");--> statement-breakpoint
-- Every change of the settings row (hours, slot rules, busy mode, the switches) tells every server instance, so
-- what they made from it (the rendered pages, the menu PDFs) is dropped. Delivered at commit.
CREATE FUNCTION konyha_notify_settings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('konyha_settings', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER settings_notify
AFTER INSERT OR UPDATE ON settings
FOR EACH STATEMENT EXECUTE FUNCTION konyha_notify_settings();
