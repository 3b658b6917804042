CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid,
	"invoice_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"file_key" text,
	"file_name" text NOT NULL,
	"size_bytes" integer,
	"error" text,
	"requested_by" uuid,
	"deliver" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid,
	"client_id" uuid,
	"credited_invoice_id" uuid,
	"series" text NOT NULL,
	"fiscal_year" integer NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"payment_delay" text,
	"total_ht" integer NOT NULL,
	"tva" integer NOT NULL,
	"total_ttc" integer NOT NULL,
	"payable" integer NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"credited_cents" integer DEFAULT 0 NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"snapshot" jsonb NOT NULL,
	"document_status" text DEFAULT 'pending' NOT NULL,
	"document_key" text,
	"sent_at" timestamp with time zone,
	"reminder_count" integer DEFAULT 0 NOT NULL,
	"last_reminder_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"data" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_counters" (
	"shop_id" uuid NOT NULL,
	"series" text NOT NULL,
	"fiscal_year" integer NOT NULL,
	"next" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sales_counters_shop_id_series_fiscal_year_pk" PRIMARY KEY("shop_id","series","fiscal_year")
);
--> statement-breakpoint
CREATE TABLE "received_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"client_id" uuid,
	"invoice_id" uuid,
	"order_id" uuid,
	"credit_note_id" uuid,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_exports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"filters" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"file_key" text,
	"error" text,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "buyer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ALTER COLUMN "buyer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "buyer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "agent_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_delay" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_ref" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "parcels" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_counters" ADD CONSTRAINT "sales_counters_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "received_payments" ADD CONSTRAINT "received_payments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "received_payments" ADD CONSTRAINT "received_payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "received_payments" ADD CONSTRAINT "received_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "received_payments" ADD CONSTRAINT "received_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "received_payments" ADD CONSTRAINT "received_payments_credit_note_id_invoices_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "received_payments" ADD CONSTRAINT "received_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_exports" ADD CONSTRAINT "sales_exports_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_exports" ADD CONSTRAINT "sales_exports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_shop_order_idx" ON "documents" USING btree ("shop_id","order_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_invoice_idx" ON "documents" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_shop_series_year_seq_key" ON "invoices" USING btree ("shop_id","series","fiscal_year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_shop_number_key" ON "invoices" USING btree ("shop_id","number");--> statement-breakpoint
CREATE INDEX "invoices_shop_kind_issued_idx" ON "invoices" USING btree ("shop_id","kind","issue_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_shop_client_issued_idx" ON "invoices" USING btree ("shop_id","client_id","issue_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_credited_idx" ON "invoices" USING btree ("credited_invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_shop_open_due_idx" ON "invoices" USING btree ("shop_id","due_date","id") WHERE "invoices"."payment_status" in ('pending', 'partial') and "invoices"."kind" <> 'credit';--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "received_payments_shop_paid_idx" ON "received_payments" USING btree ("shop_id","paid_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "received_payments_invoice_idx" ON "received_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "received_payments_shop_client_idx" ON "received_payments" USING btree ("shop_id","client_id","paid_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sales_exports_shop_created_idx" ON "sales_exports" USING btree ("shop_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_shop_kind_placed_idx" ON "orders" USING btree ("shop_id","kind","placed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_shop_kind_status_placed_idx" ON "orders" USING btree ("shop_id","kind","status","placed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_shop_client_placed_idx" ON "orders" USING btree ("shop_id","client_id","placed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_shop_agent_placed_idx" ON "orders" USING btree ("shop_id","agent_id","placed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credited_invoice_id_fk" FOREIGN KEY ("credited_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_amounts_check" CHECK ("payable" >= 0 AND "paid_cents" >= 0 AND "credited_cents" >= 0 AND "seq" > 0);--> statement-breakpoint
ALTER TABLE "received_payments" ADD CONSTRAINT "received_payments_amount_check" CHECK ("amount" > 0);--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_discount_check" CHECK ("discount_bp" BETWEEN 0 AND 10000);--> statement-breakpoint
-- A buyer's earlier orders belong to the buyer's client record in that shop (decision 0043).
UPDATE "orders" o SET "client_id" = c."id" FROM "clients" c
  WHERE c."shop_id" = o."shop_id" AND c."user_id" = o."buyer_id" AND o."client_id" IS NULL;--> statement-breakpoint
-- An issued invoice never changes (decision 0045): what it says is refused any update; only
-- what stands beside it (payments, credits used, its PDF, reminders) moves.
CREATE OR REPLACE FUNCTION invoices_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."number" IS DISTINCT FROM OLD."number" OR NEW."seq" IS DISTINCT FROM OLD."seq"
    OR NEW."series" IS DISTINCT FROM OLD."series" OR NEW."fiscal_year" IS DISTINCT FROM OLD."fiscal_year"
    OR NEW."kind" IS DISTINCT FROM OLD."kind" OR NEW."issue_date" IS DISTINCT FROM OLD."issue_date"
    OR NEW."due_date" IS DISTINCT FROM OLD."due_date" OR NEW."total_ht" IS DISTINCT FROM OLD."total_ht"
    OR NEW."tva" IS DISTINCT FROM OLD."tva" OR NEW."total_ttc" IS DISTINCT FROM OLD."total_ttc"
    OR NEW."payable" IS DISTINCT FROM OLD."payable" OR NEW."snapshot" IS DISTINCT FROM OLD."snapshot"
    OR NEW."order_id" IS DISTINCT FROM OLD."order_id" OR NEW."client_id" IS DISTINCT FROM OLD."client_id"
    OR NEW."credited_invoice_id" IS DISTINCT FROM OLD."credited_invoice_id" OR NEW."shop_id" IS DISTINCT FROM OLD."shop_id" THEN
    RAISE EXCEPTION 'an issued invoice never changes (%)', OLD."number" USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "invoices_frozen" BEFORE UPDATE ON "invoices" FOR EACH ROW EXECUTE FUNCTION invoices_frozen();--> statement-breakpoint
-- Row-level security (decision 0015): the shop's staff only.
ALTER TABLE "invoices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "invoices_tenant" ON "invoices" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "documents_tenant" ON "documents" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "order_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "order_events_tenant" ON "order_events" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "sales_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "sales_counters_tenant" ON "sales_counters" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "received_payments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "received_payments_tenant" ON "received_payments" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "sales_exports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "sales_exports_tenant" ON "sales_exports" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));
