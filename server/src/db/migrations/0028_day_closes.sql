CREATE TABLE "day_closes" (
	"day" date PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer,
	"closed_by_name" text NOT NULL,
	"figures" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "day_closes" ADD CONSTRAINT "day_closes_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A closed day is read-only (issue 34): an order of it may not change its state, payment or money, nor may an
-- order be placed for it or deleted, whoever asks (the app on any instance, a timer, an SQL client). Its contact
-- details stay free to erase. The day is the Budapest day of the instant the order is for, as the reports have it.
-- SQLSTATE KNY01 is the app's "day closed" (409 DAY_CLOSED).
CREATE FUNCTION "day_closes_guard_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	row_day date;
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		row_day := (coalesce(OLD.pre_order_date, OLD.order_date) AT TIME ZONE 'Europe/Budapest')::date;
		IF EXISTS (SELECT 1 FROM "day_closes" WHERE "day" = row_day) THEN
			RAISE EXCEPTION 'the day % is closed', row_day USING ERRCODE = 'KNY01';
		END IF;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		row_day := (coalesce(NEW.pre_order_date, NEW.order_date) AT TIME ZONE 'Europe/Budapest')::date;
		IF EXISTS (SELECT 1 FROM "day_closes" WHERE "day" = row_day) THEN
			RAISE EXCEPTION 'the day % is closed', row_day USING ERRCODE = 'KNY01';
		END IF;
	END IF;
	IF TG_OP = 'DELETE' THEN
		RETURN OLD;
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_day_closed_insert"
BEFORE INSERT ON "orders"
FOR EACH ROW EXECUTE FUNCTION "day_closes_guard_orders"();
--> statement-breakpoint
CREATE TRIGGER "orders_day_closed_update"
BEFORE UPDATE OF "state", "payed", "payment", "payment_status", "total", "tip", "original_price", "discounted_price", "shipping_cost", "deposit", "extra_due", "pre_order_date", "order_date"
ON "orders"
FOR EACH ROW EXECUTE FUNCTION "day_closes_guard_orders"();
--> statement-breakpoint
CREATE TRIGGER "orders_day_closed_delete"
BEFORE DELETE ON "orders"
FOR EACH ROW EXECUTE FUNCTION "day_closes_guard_orders"();
