-- The reports also keep whole past months' groups (issue 33), under the month's first day: a change to an order
-- forgets its day and its month. Each function of 0025 again, deleting both.
CREATE OR REPLACE FUNCTION "report_days_forget_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM "report_days";
		RETURN NULL;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		WITH changed AS (
			SELECT (coalesce(pre_order_date, order_date) AT TIME ZONE 'Europe/Budapest')::date AS day FROM new_rows)
		DELETE FROM "report_days" WHERE "day" IN (
			SELECT day FROM changed UNION SELECT date_trunc('month', day)::date FROM changed);
	END IF;
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		WITH changed AS (
			SELECT (coalesce(pre_order_date, order_date) AT TIME ZONE 'Europe/Budapest')::date AS day FROM old_rows)
		DELETE FROM "report_days" WHERE "day" IN (
			SELECT day FROM changed UNION SELECT date_trunc('month', day)::date FROM changed);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "report_days_forget_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		WITH changed AS (
			SELECT (coalesce(o.pre_order_date, o.order_date) AT TIME ZONE 'Europe/Budapest')::date AS day
			FROM "orders" o WHERE o.id IN (SELECT order_id FROM new_rows))
		DELETE FROM "report_days" WHERE "day" IN (
			SELECT day FROM changed UNION SELECT date_trunc('month', day)::date FROM changed);
	END IF;
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		WITH changed AS (
			SELECT (coalesce(o.pre_order_date, o.order_date) AT TIME ZONE 'Europe/Budapest')::date AS day
			FROM "orders" o WHERE o.id IN (SELECT order_id FROM old_rows))
		DELETE FROM "report_days" WHERE "day" IN (
			SELECT day FROM changed UNION SELECT date_trunc('month', day)::date FROM changed);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "report_days_forget_deliveries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	WITH changed AS (
		SELECT (coalesce(o.pre_order_date, o.order_date) AT TIME ZONE 'Europe/Budapest')::date AS day
		FROM "orders" o WHERE o.id IN (SELECT order_id FROM new_rows WHERE order_state_to = 'DELIVERED'))
	DELETE FROM "report_days" WHERE "day" IN (
		SELECT day FROM changed UNION SELECT date_trunc('month', day)::date FROM changed);
	RETURN NULL;
END;
$$;
