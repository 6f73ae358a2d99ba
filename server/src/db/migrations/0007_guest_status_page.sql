CREATE TABLE "order_status_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_links" ADD CONSTRAINT "order_status_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_status_links_token_key" ON "order_status_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "order_status_links_order_idx" ON "order_status_links" USING btree ("order_id");--> statement-breakpoint
-- Every change of an order bumps its version, whichever code path wrote it (the guest's event stream relies on it).
CREATE FUNCTION "orders_bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.version := OLD.version + 1;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_version" BEFORE UPDATE ON "orders" FOR EACH ROW EXECUTE FUNCTION "orders_bump_version"();
