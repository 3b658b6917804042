CREATE TABLE "delivery_collection_points" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"mode_id" uuid NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"zipcode" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_modes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"carrier" text,
	"instructions" text,
	"active" boolean DEFAULT true NOT NULL,
	"zone_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"zone_departments" text[] DEFAULT '{}'::text[] NOT NULL,
	"basis" text DEFAULT 'bottles' NOT NULL,
	"brackets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"franco_kind" text,
	"franco_value" integer,
	"min_amount_cents" integer,
	"min_products" integer,
	"max_products" integer,
	"multiple_of" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_modes_franco_check" CHECK (("delivery_modes"."franco_kind" is null) = ("delivery_modes"."franco_value" is null)),
	CONSTRAINT "delivery_modes_counts_check" CHECK ("delivery_modes"."min_products" is null or "delivery_modes"."max_products" is null or "delivery_modes"."min_products" <= "delivery_modes"."max_products")
);
--> statement-breakpoint
ALTER TABLE "delivery_collection_points" ADD CONSTRAINT "delivery_collection_points_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_collection_points" ADD CONSTRAINT "delivery_collection_points_mode_id_delivery_modes_id_fk" FOREIGN KEY ("mode_id") REFERENCES "public"."delivery_modes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_modes" ADD CONSTRAINT "delivery_modes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_collection_points_shop_mode_idx" ON "delivery_collection_points" USING btree ("shop_id","mode_id","position");--> statement-breakpoint
CREATE INDEX "delivery_modes_shop_list_idx" ON "delivery_modes" USING btree ("shop_id","active","name");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_modes_shop_name_key" ON "delivery_modes" USING btree ("shop_id",lower("name"));--> statement-breakpoint
-- Row-level security on the delivery tables, as migration 0004 does for the catalogue (decision 0015).
ALTER TABLE "delivery_modes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "delivery_modes_tenant" ON "delivery_modes" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "delivery_collection_points" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "delivery_collection_points_tenant" ON "delivery_collection_points" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));
