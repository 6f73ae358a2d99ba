CREATE TABLE "invoicing_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"receipts" boolean DEFAULT false NOT NULL,
	"test_mode" boolean DEFAULT true NOT NULL,
	"base_url" text DEFAULT 'https://www.szamlazz.hu' NOT NULL,
	"invoice_prefix" text DEFAULT '' NOT NULL,
	"receipt_prefix" text DEFAULT '' NOT NULL,
	"bank_account" text,
	"mail_by" text DEFAULT 'KONYHA' NOT NULL,
	"agent_key_sealed" text,
	"agent_key_last4" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoicing_settings_single_row" CHECK ("invoicing_settings"."id" = 1),
	CONSTRAINT "invoicing_settings_mail_by" CHECK ("invoicing_settings"."mail_by" in ('KONYHA', 'SZAMLAZZ'))
);
