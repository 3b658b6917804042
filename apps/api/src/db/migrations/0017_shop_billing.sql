-- Issue 24: the shop's billing settings (spec §2 'billing', §3 'rib of the default bank'): how
-- its buyers pay it and the legal mentions of its invoices. One row per shop, its own table (not
-- a column of `shops`): bank details are read by the owner and by the documents and mails, never
-- by the storefront's public reads of `shops`.
CREATE TABLE IF NOT EXISTS "shop_billing" (
	"shop_id" uuid PRIMARY KEY NOT NULL,
	"iban" text,
	"bic" text,
	"bank_name" text,
	"account_holder" text,
	"cheque_payee" text,
	"cheque_address" text,
	"legal_form" text,
	"share_capital_cents" bigint,
	"rcs" text,
	"payment_terms" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_billing_iban_check" CHECK ("iban" ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
	CONSTRAINT "shop_billing_bic_check" CHECK ("bic" ~ '^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
	CONSTRAINT "shop_billing_share_capital_check" CHECK ("share_capital_cents" >= 0)
);
--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "shop_billing" ADD CONSTRAINT "shop_billing_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
-- Row-level security (decision 0015): the shop's staff only.
ALTER TABLE "shop_billing" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP POLICY IF EXISTS "shop_billing_tenant" ON "shop_billing";--> statement-breakpoint
CREATE POLICY "shop_billing_tenant" ON "shop_billing" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));
