CREATE TABLE "invoice_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"action" text NOT NULL,
	"kind" text NOT NULL,
	"order_number" text NOT NULL,
	"reverses_id" integer,
	"order_version" integer,
	"number" text,
	"pdf" "bytea",
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"failed_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	CONSTRAINT "invoice_documents_action" CHECK ("invoice_documents"."action" in ('issue', 'reverse')),
	CONSTRAINT "invoice_documents_kind" CHECK ("invoice_documents"."kind" in ('invoice', 'receipt'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachment_name" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachment" "bytea";--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_documents_due_idx" ON "invoice_documents" USING btree ("due_at") WHERE "invoice_documents"."done_at" is null and "invoice_documents"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "invoice_documents_order_idx" ON "invoice_documents" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_documents_key" ON "invoice_documents" USING btree ("order_number","action");