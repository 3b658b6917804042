CREATE TABLE "order_counters" (
	"shop_id" uuid PRIMARY KEY NOT NULL,
	"next" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"format_id" uuid NOT NULL,
	"vintage" text DEFAULT '' NOT NULL,
	"label" text NOT NULL,
	"quantity" integer NOT NULL,
	"free_items" integer DEFAULT 0 NOT NULL,
	"unit_ht" integer NOT NULL,
	"unit_ttc" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"excise_cents" integer DEFAULT 0 NOT NULL,
	"css_cents" integer DEFAULT 0 NOT NULL,
	"custom_tax_cents" integer DEFAULT 0 NOT NULL,
	"total_ht" integer NOT NULL,
	"total_ttc" integer NOT NULL,
	"reservation_key" text
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" integer NOT NULL,
	"provider_customer" text,
	"provider_setup_intent" text,
	"provider_payment_method" text,
	"provider_payment_intent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"delivery_status" text DEFAULT 'pending' NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"payment_type" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"channel" text DEFAULT 'storefront' NOT NULL,
	"typology" text,
	"has_tva" boolean DEFAULT true NOT NULL,
	"total_ht" integer NOT NULL,
	"tva" integer NOT NULL,
	"total_ttc" integer NOT NULL,
	"shipping_cents" integer DEFAULT 0 NOT NULL,
	"promo_cents" integer DEFAULT 0 NOT NULL,
	"excise_cents" integer DEFAULT 0 NOT NULL,
	"price" jsonb NOT NULL,
	"shipping" jsonb NOT NULL,
	"delivery_address" jsonb,
	"billing_address" jsonb,
	"notes" text,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_counters" ADD CONSTRAINT "order_counters_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_format_id_product_formats_id_fk" FOREIGN KEY ("format_id") REFERENCES "public"."product_formats"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_setup_intent_key" ON "order_payments" USING btree ("provider_setup_intent") WHERE "order_payments"."provider_setup_intent" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_shop_idempotency_key" ON "orders" USING btree ("shop_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_shop_reference_key" ON "orders" USING btree ("shop_id","reference");--> statement-breakpoint
CREATE INDEX "orders_shop_placed_idx" ON "orders" USING btree ("shop_id","placed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_buyer_placed_idx" ON "orders" USING btree ("buyer_id","placed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Row-level security (decision 0015): a shop's staff see the shop's orders; the buyer their own
-- (decision 0040). The counter is the shop's.
ALTER TABLE "orders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "orders_tenant" ON "orders" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids()) OR "buyer_id" = app_user_id())
  WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "order_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "order_lines_tenant" ON "order_lines" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids()) OR "buyer_id" = app_user_id())
  WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "order_payments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "order_payments_tenant" ON "order_payments" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids()) OR "buyer_id" = app_user_id())
  WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "order_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "order_counters_tenant" ON "order_counters" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_quantity_check" CHECK ("quantity" > 0 AND "free_items" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_totals_check" CHECK ("total_ht" >= 0 AND "tva" >= 0 AND "total_ttc" >= 0);
