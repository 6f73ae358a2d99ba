CREATE TABLE "lunch_days" (
	"date" date PRIMARY KEY NOT NULL,
	"window_from" text DEFAULT '11:00' NOT NULL,
	"window_to" text DEFAULT '15:00' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lunch_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"code" text NOT NULL,
	"price" integer NOT NULL,
	"main_only_price" integer,
	"soup" jsonb,
	"main" jsonb NOT NULL,
	"portions" integer,
	"vat_rate" integer DEFAULT 27 NOT NULL,
	CONSTRAINT "lunch_variants_price_check" CHECK ("lunch_variants"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_group_availability" (
	"group" text PRIMARY KEY NOT NULL,
	"availability" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "lunch_variant_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "lunch" jsonb;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "for_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "availability" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lunch_variants" ADD CONSTRAINT "lunch_variants_date_lunch_days_date_fk" FOREIGN KEY ("date") REFERENCES "public"."lunch_days"("date") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lunch_variants_date_code_idx" ON "lunch_variants" USING btree ("date","code");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_lunch_variant_id_lunch_variants_id_fk" FOREIGN KEY ("lunch_variant_id") REFERENCES "public"."lunch_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_lunch_variant_idx" ON "order_lines" USING btree ("lunch_variant_id") WHERE "order_lines"."lunch_variant_id" is not null;