ALTER TYPE "public"."payment_method" ADD VALUE 'SZEP_CARD';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'SZEP_CARD_ONLINE';--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "vat_rate" integer DEFAULT 27 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "net" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "vat" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "deposit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_vat_rate" integer DEFAULT 27 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_net" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_vat" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vat_rate" integer DEFAULT 27 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deposit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ntak_category" text DEFAULT 'ETEL' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ntak_sub_category" text DEFAULT 'FOETEL' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "vat_rates" integer[] DEFAULT '{27,18,5,0}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "delivery_vat_rate" integer DEFAULT 27 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company" jsonb;--> statement-breakpoint
-- Products of before: NTAK's categories by menu group (as domain/src/accounting/ntak.ts ntakDefaultsOfGroup).
UPDATE "products" SET "ntak_category" = c.category, "ntak_sub_category" = c.sub
FROM (VALUES
  ('STARTER', 'ETEL', 'ELOETEL'), ('SOUP', 'ETEL', 'LEVES'), ('POULTRY', 'ETEL', 'FOETEL'),
  ('FISH', 'ETEL', 'FOETEL'), ('PORK', 'ETEL', 'FOETEL'), ('BEEF', 'ETEL', 'FOETEL'),
  ('WOODEN_PLATE', 'ETEL', 'FOETEL_KORETTEL'), ('GARNISH', 'ETEL', 'KORET'), ('PICKLE', 'ETEL', 'SAVANYUSAG_SALATA'),
  ('DESSERT', 'ETEL', 'DESSZERT'), ('SOFT_DRINK', 'ALKMENTESITAL_NEM_HELYBEN', 'SZENSAVAS_UDITO'),
  ('BEER', 'ALKOHOLOSITAL', 'SOR'), ('WINE', 'ALKOHOLOSITAL', 'BOR'), ('SPIRIT', 'ALKOHOLOSITAL', 'PARLAT'),
  ('HOT_DRINK', 'ALKMENTESITAL_HELYBEN', 'KAVE')
) AS c("group", category, sub)
WHERE "products"."group" = c."group";--> statement-breakpoint
-- Orders of before were all at 27 %: each line's gross after the coupon is its share of the discounted price as
-- domain/src/accounting/vat.ts allocate gives it (the floor of its share, the forints left to the largest remainders,
-- the earlier line on a tie, so the lines add up to the discounted price exactly), then split as splitGross does (VAT
-- rounded halves up).
UPDATE "order_lines" AS l SET
  "vat" = floor((2 * g.gross * 27 + 127) / 254.0)::integer,
  "net" = g.gross - floor((2 * g.gross * 27 + 127) / 254.0)::integer
FROM (
  SELECT s.id, (s.share + CASE
    WHEN row_number() OVER (PARTITION BY s.order_id ORDER BY s.remainder DESC, s.id)
      <= s.discounted - sum(s.share) OVER (PARTITION BY s.order_id) THEN 1 ELSE 0 END)::integer AS gross
  FROM (
    SELECT l2.id, l2.order_id, o.discounted_price AS discounted,
      CASE WHEN o.original_price = 0 THEN 0
        ELSE (l2.unit_price::bigint * l2.quantity * o.discounted_price) / o.original_price END AS share,
      CASE WHEN o.original_price = 0 THEN 0
        ELSE (l2.unit_price::bigint * l2.quantity * o.discounted_price) % o.original_price END AS remainder
    FROM "order_lines" l2 JOIN "orders" o ON o.id = l2.order_id
  ) AS s
) AS g
WHERE l.id = g.id;--> statement-breakpoint
UPDATE "orders" SET
  "shipping_vat" = floor((2 * shipping_cost * 27 + 127) / 254.0)::integer,
  "shipping_net" = shipping_cost - floor((2 * shipping_cost * 27 + 127) / 254.0)::integer;
