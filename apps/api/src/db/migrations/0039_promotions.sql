-- Promotions (issue 29, decisions 0175–0176): a shop's promo codes and their uses (the count
-- taken by a conditional UPDATE, each use a row with its order, buyer and the code's source),
-- and every change of a format's price with its moment, for the prior price of a reduction.
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"code" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"benefit" jsonb NOT NULL,
	"target" jsonb NOT NULL,
	"min_amount_ht" integer DEFAULT 0 NOT NULL,
	"min_bottles" integer DEFAULT 0 NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"typologies" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_uses" integer,
	"max_uses_per_buyer" integer,
	"combines_with_tiers" boolean DEFAULT true NOT NULL,
	"combines_with_promotions" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"source" text DEFAULT 'settings' NOT NULL,
	"campaign_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_used_check" CHECK ("promo_codes"."used" >= 0 and ("promo_codes"."max_uses" is null or "promo_codes"."used" <= "promo_codes"."max_uses")),
	CONSTRAINT "promo_codes_code_check" CHECK ("promo_codes"."code" = upper("promo_codes"."code") and char_length("promo_codes"."code") between 1 and 15)
);--> statement-breakpoint
CREATE TABLE "promo_code_uses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"code_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"buyer_seq" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"source" text NOT NULL,
	"campaign_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "format_price_history" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"format_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"price" integer NOT NULL,
	"discount_price" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"promotions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"typologies" jsonb DEFAULT '{}'::jsonb NOT NULL
);--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_code_id_promo_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "format_price_history" ADD CONSTRAINT "format_price_history_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "format_price_history" ADD CONSTRAINT "format_price_history_format_id_product_formats_id_fk" FOREIGN KEY ("format_id") REFERENCES "public"."product_formats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_shop_code_key" ON "promo_codes" USING btree ("shop_id","code");--> statement-breakpoint
CREATE INDEX "promo_codes_shop_created_idx" ON "promo_codes" USING btree ("shop_id","created_at" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "promo_code_uses_order_key" ON "promo_code_uses" USING btree ("shop_id","code_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_code_uses_buyer_seq_key" ON "promo_code_uses" USING btree ("shop_id","code_id","buyer_id","buyer_seq");--> statement-breakpoint
CREATE INDEX "promo_code_uses_shop_code_idx" ON "promo_code_uses" USING btree ("shop_id","code_id","created_at" DESC);--> statement-breakpoint
CREATE INDEX "format_price_history_shop_format_idx" ON "format_price_history" USING btree ("shop_id","format_id","changed_at");--> statement-breakpoint
-- The formats of before start their history with their current price, dated at their product's creation.
INSERT INTO "format_price_history" ("id", "shop_id", "format_id", "changed_at", "price", "discount_price", "promotions", "typologies")
  SELECT gen_random_uuid(), f."shop_id", f."id", p."created_at", f."price", f."discount_price", f."promotions", f."typologies"
  FROM "product_formats" f JOIN "products" p ON p."id" = f."product_id";--> statement-breakpoint
ALTER TABLE "promo_codes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "promo_codes_tenant" ON "promo_codes" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "promo_code_uses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "promo_code_uses_tenant" ON "promo_code_uses" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "format_price_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "format_price_history_tenant" ON "format_price_history" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));
