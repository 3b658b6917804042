CREATE TABLE "crd_movements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"crd_stock_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"movement_id" uuid,
	"movement_date" date DEFAULT current_date NOT NULL,
	"reason" text,
	"document_ref" text,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crd_stocks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"colour" text NOT NULL,
	"fiscal_category" text NOT NULL,
	"volume_ml" integer NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crd_stocks_balance_check" CHECK ("crd_stocks"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_allocations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"reservation_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"beneficiary_kind" text NOT NULL,
	"agent_id" uuid,
	"label" text NOT NULL,
	"quantity" integer NOT NULL,
	"expires_on" date DEFAULT current_date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"key" text NOT NULL,
	"line_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"reference" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"format_id" uuid NOT NULL,
	"vintage" text DEFAULT '' NOT NULL,
	"lot" text DEFAULT '' NOT NULL,
	"physical" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"unit_ml" integer DEFAULT 750 NOT NULL,
	"unit_eq75_milli" integer DEFAULT 1000 NOT NULL,
	"alert_threshold" integer,
	"alert_raised" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_lines_levels_check" CHECK ("stock_lines"."reserved" >= 0 and "stock_lines"."physical" >= "stock_lines"."reserved")
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"format_id" uuid NOT NULL,
	"vintage" text DEFAULT '' NOT NULL,
	"lot" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"eq75_milli" bigint NOT NULL,
	"volume_ml" bigint NOT NULL,
	"balance_after" integer NOT NULL,
	"excise_status" text NOT NULL,
	"drm_category" text NOT NULL,
	"destination" text,
	"reason" text,
	"document_ref" text,
	"transfer_id" uuid,
	"reservation_key" text,
	"movement_date" date DEFAULT current_date NOT NULL,
	"author_id" uuid,
	"author_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_settings" (
	"shop_id" uuid PRIMARY KEY NOT NULL,
	"auto_out_of_stock" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'ownCellar' NOT NULL,
	"address" jsonb,
	"excise_status" text DEFAULT 'suspended' NOT NULL,
	"excise_number" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crd_movements" ADD CONSTRAINT "crd_movements_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crd_movements" ADD CONSTRAINT "crd_movements_crd_stock_id_crd_stocks_id_fk" FOREIGN KEY ("crd_stock_id") REFERENCES "public"."crd_stocks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crd_movements" ADD CONSTRAINT "crd_movements_movement_id_stock_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."stock_movements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crd_movements" ADD CONSTRAINT "crd_movements_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crd_stocks" ADD CONSTRAINT "crd_stocks_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_allocations" ADD CONSTRAINT "stock_allocations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_allocations" ADD CONSTRAINT "stock_allocations_reservation_id_stock_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."stock_reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_allocations" ADD CONSTRAINT "stock_allocations_line_id_stock_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."stock_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_allocations" ADD CONSTRAINT "stock_allocations_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_allocations" ADD CONSTRAINT "stock_allocations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_line_id_stock_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."stock_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lines" ADD CONSTRAINT "stock_lines_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lines" ADD CONSTRAINT "stock_lines_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lines" ADD CONSTRAINT "stock_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lines" ADD CONSTRAINT "stock_lines_format_id_product_formats_id_fk" FOREIGN KEY ("format_id") REFERENCES "public"."product_formats"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_line_id_stock_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."stock_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_settings" ADD CONSTRAINT "stock_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crd_movements_shop_date_idx" ON "crd_movements" USING btree ("shop_id","movement_date","id");--> statement-breakpoint
CREATE INDEX "crd_movements_shop_stock_idx" ON "crd_movements" USING btree ("shop_id","crd_stock_id","movement_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "crd_stocks_key" ON "crd_stocks" USING btree ("shop_id","colour","fiscal_category","volume_ml");--> statement-breakpoint
CREATE INDEX "stock_allocations_shop_id_idx" ON "stock_allocations" USING btree ("shop_id","id");--> statement-breakpoint
CREATE INDEX "stock_allocations_shop_status_idx" ON "stock_allocations" USING btree ("shop_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_reservations_key" ON "stock_reservations" USING btree ("shop_id","key");--> statement-breakpoint
CREATE INDEX "stock_reservations_shop_line_idx" ON "stock_reservations" USING btree ("shop_id","line_id","status");--> statement-breakpoint
CREATE INDEX "stock_reservations_shop_expiry_idx" ON "stock_reservations" USING btree ("shop_id","expires_at") WHERE "stock_reservations"."status" = 'active' and "stock_reservations"."expires_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_lines_key" ON "stock_lines" USING btree ("shop_id","warehouse_id","format_id","vintage","lot");--> statement-breakpoint
CREATE INDEX "stock_lines_shop_id_idx" ON "stock_lines" USING btree ("shop_id","id");--> statement-breakpoint
CREATE INDEX "stock_lines_shop_warehouse_idx" ON "stock_lines" USING btree ("shop_id","warehouse_id","id");--> statement-breakpoint
CREATE INDEX "stock_lines_shop_product_idx" ON "stock_lines" USING btree ("shop_id","product_id","id");--> statement-breakpoint
CREATE INDEX "stock_lines_shop_format_idx" ON "stock_lines" USING btree ("shop_id","format_id");--> statement-breakpoint
CREATE INDEX "stock_movements_shop_date_idx" ON "stock_movements" USING btree ("shop_id","movement_date","id");--> statement-breakpoint
CREATE INDEX "stock_movements_shop_line_idx" ON "stock_movements" USING btree ("shop_id","line_id","movement_date","id");--> statement-breakpoint
CREATE INDEX "stock_movements_shop_warehouse_idx" ON "stock_movements" USING btree ("shop_id","warehouse_id","movement_date","id");--> statement-breakpoint
CREATE INDEX "stock_movements_shop_product_idx" ON "stock_movements" USING btree ("shop_id","product_id","movement_date","id");--> statement-breakpoint
CREATE INDEX "stock_movements_shop_kind_idx" ON "stock_movements" USING btree ("shop_id","kind","movement_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_shop_name_key" ON "warehouses" USING btree ("shop_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_shop_default_key" ON "warehouses" USING btree ("shop_id") WHERE "warehouses"."is_default";--> statement-breakpoint
-- Row-level security on the stock tables, as migration 0004 does for the catalogue (decision 0015).
ALTER TABLE "warehouses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "warehouses_tenant" ON "warehouses" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "stock_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "stock_lines_tenant" ON "stock_lines" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "stock_movements" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "stock_movements_tenant" ON "stock_movements" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "stock_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "stock_settings_tenant" ON "stock_settings" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "stock_reservations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "stock_reservations_tenant" ON "stock_reservations" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "stock_allocations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "stock_allocations_tenant" ON "stock_allocations" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "crd_stocks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "crd_stocks_tenant" ON "crd_stocks" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "crd_movements" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "crd_movements_tenant" ON "crd_movements" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
-- A member acting on a shop may notify another member about that shop (thresholdReach to the
-- owners, agentCreateNewAllocations to an agent): an insert only, for the shops of the request;
-- reading stays each user's own (policy notifications_owner).
CREATE POLICY "notifications_shop_send" ON "notifications" FOR INSERT TO cuvee_tenant
  WITH CHECK ("shop_id" = ANY (app_shop_ids()));
