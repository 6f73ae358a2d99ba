ALTER TYPE "public"."event_type" ADD VALUE 'ORDER_TAKEN' BEFORE 'OPENING_HOURS';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'ORDER_CHANGED' BEFORE 'OPENING_HOURS';--> statement-breakpoint
CREATE TABLE "order_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_version" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"reference" text,
	"payment_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "event_log" ADD COLUMN "what" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "source" text DEFAULT 'WEB' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "taken_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "taken_by_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "extra_due" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "order_adjustments" ADD CONSTRAINT "order_adjustments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_adjustments_change_idx" ON "order_adjustments" USING btree ("order_id","order_version","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "order_adjustments_reference_idx" ON "order_adjustments" USING btree ("reference");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;