-- Every change to the product table, from the app or from any SQL client, tells every server instance to drop
-- its cached catalogue. NOTIFY is delivered at commit, so nobody reloads before the change is visible.
CREATE FUNCTION konyha_notify_catalogue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('konyha_catalogue', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_notify_catalogue
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
FOR EACH STATEMENT EXECUTE FUNCTION konyha_notify_catalogue();
