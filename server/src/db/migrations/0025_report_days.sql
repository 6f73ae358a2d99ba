CREATE TABLE "report_days" (
	"day" date NOT NULL,
	"report" text NOT NULL,
	"rows" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_days_day_report_pk" PRIMARY KEY("day","report")
);
--> statement-breakpoint
-- The reports' days (issue 33) forget a day whenever an order of that day changes, from the app or any SQL client:
-- its placing, state, money, slot, lines, or the log entry of its delivery. The day is the Budapest day of the
-- instant the order is for (forInstantOf in schema/orders.ts), as the reports group it.
CREATE FUNCTION "report_days_forget_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM "report_days";
		RETURN NULL;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		DELETE FROM "report_days" WHERE "day" IN (
			SELECT (coalesce(pre_order_date, order_date) AT TIME ZONE 'Europe/Budapest')::date FROM new_rows);
	END IF;
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		DELETE FROM "report_days" WHERE "day" IN (
			SELECT (coalesce(pre_order_date, order_date) AT TIME ZONE 'Europe/Budapest')::date FROM old_rows);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "report_days_forget_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		DELETE FROM "report_days" WHERE "day" IN (
			SELECT (coalesce(o.pre_order_date, o.order_date) AT TIME ZONE 'Europe/Budapest')::date
			FROM "orders" o WHERE o.id IN (SELECT order_id FROM new_rows));
	END IF;
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		DELETE FROM "report_days" WHERE "day" IN (
			SELECT (coalesce(o.pre_order_date, o.order_date) AT TIME ZONE 'Europe/Budapest')::date
			FROM "orders" o WHERE o.id IN (SELECT order_id FROM old_rows));
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A delivery's log entry says when the order arrived: the promise report of its day.
CREATE FUNCTION "report_days_forget_deliveries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "report_days" WHERE "day" IN (
		SELECT (coalesce(o.pre_order_date, o.order_date) AT TIME ZONE 'Europe/Budapest')::date
		FROM "orders" o WHERE o.id IN (SELECT order_id FROM new_rows WHERE order_state_to = 'DELIVERED'));
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Once per statement, over the rows it changed (as the order count's triggers of 0015).
CREATE TRIGGER "orders_report_days_inserted"
AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "report_days_forget_orders"();
--> statement-breakpoint
CREATE TRIGGER "orders_report_days_updated"
AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "report_days_forget_orders"();
--> statement-breakpoint
CREATE TRIGGER "orders_report_days_deleted"
AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "report_days_forget_orders"();
--> statement-breakpoint
CREATE TRIGGER "orders_report_days_truncated"
AFTER TRUNCATE ON "orders"
FOR EACH STATEMENT EXECUTE FUNCTION "report_days_forget_orders"();
--> statement-breakpoint
CREATE TRIGGER "order_lines_report_days_inserted"
AFTER INSERT ON "order_lines" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "report_days_forget_lines"();
--> statement-breakpoint
CREATE TRIGGER "order_lines_report_days_updated"
AFTER UPDATE ON "order_lines" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "report_days_forget_lines"();
--> statement-breakpoint
CREATE TRIGGER "order_lines_report_days_deleted"
AFTER DELETE ON "order_lines" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "report_days_forget_lines"();
--> statement-breakpoint
CREATE TRIGGER "event_log_report_days_inserted"
AFTER INSERT ON "event_log" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "report_days_forget_deliveries"();
