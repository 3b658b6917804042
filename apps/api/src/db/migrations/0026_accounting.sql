-- The books (issue 26, decisions 0087–0090): accounting settings, the chart's dated accounts,
-- journals, entries and their lines (written once, balanced, numbered without gap per journal
-- and fiscal year), lettering counters, closed months; a payment received is reversed, no
-- longer deleted.
CREATE TABLE "accounting_settings" (
	"shop_id" uuid PRIMARY KEY NOT NULL,
	"client_accounts" text DEFAULT 'collective' NOT NULL,
	"cash_accounting" boolean DEFAULT false NOT NULL,
	"fec_separator" text DEFAULT '|' NOT NULL,
	"pre_entries_layout" text DEFAULT 'generic' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"key" text NOT NULL,
	"number" text NOT NULL,
	"label" text NOT NULL,
	"valid_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting_journals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting_counters" (
	"shop_id" uuid NOT NULL,
	"journal_code" text NOT NULL,
	"fiscal_year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "accounting_counters_shop_id_journal_code_fiscal_year_pk" PRIMARY KEY("shop_id","journal_code","fiscal_year")
);
--> statement-breakpoint
CREATE TABLE "accounting_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"journal_code" text NOT NULL,
	"journal_label" text NOT NULL,
	"fiscal_year" integer NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"entry_date" date NOT NULL,
	"piece_ref" text NOT NULL,
	"piece_date" date NOT NULL,
	"label" text NOT NULL,
	"source" text NOT NULL,
	"source_id" uuid,
	"reverses_id" uuid,
	"valid_date" date NOT NULL,
	"payment_day" date,
	"payment_mode" text,
	"debit" integer NOT NULL,
	"credit" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_entries_balanced_check" CHECK ("accounting_entries"."debit" = "accounting_entries"."credit")
);
--> statement-breakpoint
CREATE TABLE "accounting_entry_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"account_key" text NOT NULL,
	"account" text NOT NULL,
	"account_label" text NOT NULL,
	"aux_account" text,
	"aux_label" text,
	"label" text NOT NULL,
	"debit" integer NOT NULL,
	"credit" integer NOT NULL,
	"invoice_id" uuid,
	"letter" text,
	"lettered_on" date,
	CONSTRAINT "accounting_entry_lines_side_check" CHECK ("accounting_entry_lines"."debit" >= 0 and "accounting_entry_lines"."credit" >= 0 and ("accounting_entry_lines"."debit" = 0) <> ("accounting_entry_lines"."credit" = 0))
);
--> statement-breakpoint
CREATE TABLE "accounting_client_codes" (
	"shop_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "accounting_client_codes_shop_id_client_id_pk" PRIMARY KEY("shop_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "accounting_letters" (
	"shop_id" uuid NOT NULL,
	"account" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "accounting_letters_shop_id_account_pk" PRIMARY KEY("shop_id","account")
);
--> statement-breakpoint
CREATE TABLE "accounting_periods" (
	"shop_id" uuid NOT NULL,
	"month" text NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" uuid,
	CONSTRAINT "accounting_periods_shop_id_month_pk" PRIMARY KEY("shop_id","month")
);
--> statement-breakpoint
ALTER TABLE "accounting_settings" ADD CONSTRAINT "accounting_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_accounts" ADD CONSTRAINT "accounting_accounts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_journals" ADD CONSTRAINT "accounting_journals_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_counters" ADD CONSTRAINT "accounting_counters_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_entries" ADD CONSTRAINT "accounting_entries_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_entry_lines" ADD CONSTRAINT "accounting_entry_lines_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_entry_lines" ADD CONSTRAINT "accounting_entry_lines_entry_id_accounting_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."accounting_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_client_codes" ADD CONSTRAINT "accounting_client_codes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_client_codes_code_idx" ON "accounting_client_codes" USING btree ("shop_id","code");--> statement-breakpoint
ALTER TABLE "accounting_letters" ADD CONSTRAINT "accounting_letters_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_periods" ADD CONSTRAINT "accounting_periods_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_accounts_key_from_idx" ON "accounting_accounts" USING btree ("shop_id","key","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_journals_code_idx" ON "accounting_journals" USING btree ("shop_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_entries_number_idx" ON "accounting_entries" USING btree ("shop_id","journal_code","fiscal_year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_entries_source_idx" ON "accounting_entries" USING btree ("shop_id","source","source_id") WHERE "accounting_entries"."source_id" is not null and "accounting_entries"."source" <> 'card';--> statement-breakpoint
CREATE INDEX "accounting_entries_shop_date_idx" ON "accounting_entries" USING btree ("shop_id","entry_date","journal_code","seq");--> statement-breakpoint
CREATE INDEX "accounting_entries_shop_valid_idx" ON "accounting_entries" USING btree ("shop_id","valid_date","journal_code","seq");--> statement-breakpoint
CREATE INDEX "accounting_entry_lines_entry_idx" ON "accounting_entry_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "accounting_entry_lines_invoice_idx" ON "accounting_entry_lines" USING btree ("shop_id","invoice_id");--> statement-breakpoint
CREATE INDEX "accounting_entry_lines_account_idx" ON "accounting_entry_lines" USING btree ("shop_id","account");--> statement-breakpoint
ALTER TABLE "received_payments" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "received_payments" ADD COLUMN "reversal_reason" text;--> statement-breakpoint
ALTER TABLE "accounting_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "accounting_settings_tenant" ON "accounting_settings" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "accounting_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "accounting_accounts_tenant" ON "accounting_accounts" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "accounting_journals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "accounting_journals_tenant" ON "accounting_journals" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "accounting_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "accounting_counters_tenant" ON "accounting_counters" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "accounting_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "accounting_entries_tenant" ON "accounting_entries" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "accounting_entry_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "accounting_entry_lines_tenant" ON "accounting_entry_lines" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "accounting_client_codes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "accounting_client_codes_tenant" ON "accounting_client_codes" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "accounting_letters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "accounting_letters_tenant" ON "accounting_letters" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "accounting_periods" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "accounting_periods_tenant" ON "accounting_periods" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));
