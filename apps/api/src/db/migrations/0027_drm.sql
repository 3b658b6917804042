-- The monthly customs return (DRM, issue 26; decisions 0093–0096): a product's fiscal identity,
-- each movement's DRM type and accompanying document, the shop's interprofession, a warehouse's
-- locked months, and the filed returns.
ALTER TABLE "products" ADD COLUMN "fiscal_identity" jsonb;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "drm_type" text;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "document_number" text;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "consignee_excise_number" text;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "contract_number" text;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "discharged_on" date;--> statement-breakpoint
-- Movements recorded before: the type their kind meant (a bottling then stood for production).
UPDATE "stock_movements" SET "drm_type" = CASE
  WHEN "excise_status" = 'dutyPaid' THEN CASE "kind" WHEN 'purchase' THEN 'achat' WHEN 'sale' THEN 'vente' ELSE 'autre' END
  WHEN "kind" = 'bottling' THEN 'revendique'
  WHEN "kind" = 'purchase' THEN 'achatcrd'
  WHEN "kind" = 'return' THEN 'retourmarchandisetaxees'
  WHEN "kind" IN ('transferIn', 'transferOut') THEN 'transfertsinternes'
  WHEN "kind" = 'sale' AND "destination" IN ('export', 'eu') THEN 'export'
  WHEN "kind" = 'sale' THEN 'ventefrancebouteillecrd'
  WHEN "kind" IN ('sample', 'tasting', 'gift') THEN 'consommationfamilialedegustation'
  WHEN "kind" IN ('loss', 'breakage') THEN 'destructionperte'
  WHEN "kind" = 'adjustment' AND "quantity" >= 0 THEN 'excedents'
  WHEN "kind" = 'adjustment' THEN 'manquant'
END;--> statement-breakpoint
ALTER TABLE "stock_settings" ADD COLUMN "interprofession" text DEFAULT 'interloire' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_settings" ADD COLUMN "interprofession_id" text;--> statement-breakpoint
ALTER TABLE "stock_settings" ADD COLUMN "cvi" text;--> statement-breakpoint
ALTER TABLE "stock_settings" ADD COLUMN "siret" text;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "locked_through" date;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "drm_reminded_month" text;--> statement-breakpoint
CREATE TABLE "drm_filings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"month" text NOT NULL,
	"duty_cents" integer DEFAULT 0 NOT NULL,
	"closing" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"snapshot" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"filed_by" uuid,
	"filed_by_name" text DEFAULT '' NOT NULL,
	"filed_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "drm_filings" ADD CONSTRAINT "drm_filings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drm_filings" ADD CONSTRAINT "drm_filings_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drm_filings" ADD CONSTRAINT "drm_filings_filed_by_users_id_fk" FOREIGN KEY ("filed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drm_filings_key" ON "drm_filings" USING btree ("shop_id","warehouse_id","month");--> statement-breakpoint
CREATE INDEX "stock_movements_shop_document_idx" ON "stock_movements" USING btree ("shop_id","warehouse_id","document_number") WHERE "document_number" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "drm_filings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "drm_filings_tenant" ON "drm_filings" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));
