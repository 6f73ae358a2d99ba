CREATE TABLE "order_count" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"counted" integer NOT NULL,
	CONSTRAINT "order_count_one_row" CHECK ("order_count"."id")
);
--> statement-breakpoint
-- The staff list's total (issue 18), kept in the transaction of every change to orders, from the app or any SQL
-- client. An order counts unless its online payment is not through (unsettledPayments in schema/orders.ts).
INSERT INTO "order_count" ("id", "counted")
SELECT true, count(*) FROM "orders"
WHERE "payment_status" NOT IN ('PENDING', 'CHALLENGE', 'REDIRECTED', 'ABANDONED');
--> statement-breakpoint
CREATE FUNCTION "orders_keep_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	delta integer := 0;
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		UPDATE "order_count" SET "counted" = 0;
		RETURN NULL;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		SELECT delta + count(*) INTO delta FROM new_rows
		WHERE payment_status NOT IN ('PENDING', 'CHALLENGE', 'REDIRECTED', 'ABANDONED');
	END IF;
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		SELECT delta - count(*) INTO delta FROM old_rows
		WHERE payment_status NOT IN ('PENDING', 'CHALLENGE', 'REDIRECTED', 'ABANDONED');
	END IF;
	-- Concurrent changes queue on this one row until each commits: exact, and orders come seconds apart.
	IF delta <> 0 THEN
		UPDATE "order_count" SET "counted" = "counted" + delta;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Once per statement, over the rows it changed: a row trigger would update the one counter row once per order, and
-- a bulk insert's thousands of versions of it in one transaction make each next update slower.
CREATE TRIGGER "orders_count_inserted"
AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "orders_keep_count"();
--> statement-breakpoint
CREATE TRIGGER "orders_count_updated"
AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "orders_keep_count"();
--> statement-breakpoint
CREATE TRIGGER "orders_count_deleted"
AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "orders_keep_count"();
--> statement-breakpoint
CREATE TRIGGER "orders_count_truncated"
AFTER TRUNCATE ON "orders"
FOR EACH STATEMENT EXECUTE FUNCTION "orders_keep_count"();
