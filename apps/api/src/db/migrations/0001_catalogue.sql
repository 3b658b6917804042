CREATE TABLE "product_formats" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"ean" text,
	"gtin" text,
	"type" text DEFAULT 'bottle' NOT NULL,
	"unity" text DEFAULT 'Litre(s)' NOT NULL,
	"unity_value" double precision DEFAULT 0.75 NOT NULL,
	"container" text,
	"weight" double precision,
	"name_in_shop" text,
	"show_unity_value" boolean DEFAULT true NOT NULL,
	"eq75" double precision DEFAULT 1 NOT NULL,
	"price" integer NOT NULL,
	"discount_price" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"discount_add" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"promotions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"typologies" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"visuals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"product_type" text NOT NULL,
	"name" text NOT NULL,
	"precision" text,
	"type" text,
	"color" text,
	"gamme" text,
	"status" text DEFAULT 'online' NOT NULL,
	"vat_type" text DEFAULT 'standard' NOT NULL,
	"description" text,
	"tab_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"vintages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ingredients" text,
	"allergens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nutrition" jsonb,
	"packing" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"visuals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"box" jsonb,
	"is_wrapped" boolean DEFAULT false NOT NULL,
	"wrapping_price" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_formats" ADD CONSTRAINT "product_formats_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_formats" ADD CONSTRAINT "product_formats_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_formats_shop_product_idx" ON "product_formats" USING btree ("shop_id","product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_formats_gtin_key" ON "product_formats" USING btree ("gtin") WHERE "product_formats"."gtin" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "products_shop_slug_key" ON "products" USING btree ("shop_id","slug");--> statement-breakpoint
CREATE INDEX "products_shop_status_position_idx" ON "products" USING btree ("shop_id","status","position","id");--> statement-breakpoint
CREATE INDEX "products_shop_type_idx" ON "products" USING btree ("shop_id","product_type");--> statement-breakpoint
CREATE INDEX "products_shop_updated_idx" ON "products" USING btree ("shop_id","updated_at" DESC NULLS LAST);