CREATE TABLE "option_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_english" text NOT NULL,
	"required" boolean NOT NULL,
	"min" integer NOT NULL,
	"max" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "options" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_english" text NOT NULL,
	"price" integer NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_option_groups" (
	"product_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_option_groups_product_id_group_id_pk" PRIMARY KEY("product_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "product_photos" (
	"hash" text NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "product_photos_hash_format_width_pk" PRIMARY KEY("hash","format","width")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_out_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "daily_portions" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "photo_hash" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "photo_width" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "photo_height" integer;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_group_id_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_groups" ADD CONSTRAINT "product_option_groups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_groups" ADD CONSTRAINT "product_option_groups_group_id_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "options_group_idx" ON "options" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "product_option_groups_group_idx" ON "product_option_groups" USING btree ("group_id");--> statement-breakpoint
-- The option groups are part of the menu: a change to them, to their options or to which products offer them
-- drops every instance's cached menu, as a product change does.
CREATE TRIGGER option_groups_notify_catalogue
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON option_groups
FOR EACH STATEMENT EXECUTE FUNCTION konyha_notify_catalogue();
--> statement-breakpoint
CREATE TRIGGER options_notify_catalogue
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON options
FOR EACH STATEMENT EXECUTE FUNCTION konyha_notify_catalogue();
--> statement-breakpoint
CREATE TRIGGER product_option_groups_notify_catalogue
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_option_groups
FOR EACH STATEMENT EXECUTE FUNCTION konyha_notify_catalogue();
