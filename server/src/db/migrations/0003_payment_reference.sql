ALTER TABLE "orders" ADD COLUMN "payment_reference" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_reference_key" ON "orders" USING btree ("payment_reference");