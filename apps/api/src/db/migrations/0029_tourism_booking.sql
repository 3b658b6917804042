CREATE TABLE "order_reservation_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"buyer_id" uuid,
	"order_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"accounting_type" text NOT NULL,
	"event_title" text NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"label" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_ht" integer NOT NULL,
	"unit_ttc" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"total_ht" integer NOT NULL,
	"total_ttc" integer NOT NULL,
	CONSTRAINT "order_reservation_lines_amounts_check" CHECK ("order_reservation_lines"."quantity" > 0 AND "order_reservation_lines"."total_ttc" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tourism_booking_groups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"share" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"token" text NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tourism_booking_groups_amount_check" CHECK ("tourism_booking_groups"."amount_cents" >= 0 AND "tourism_booking_groups"."share" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_reservation_lines" ADD CONSTRAINT "order_reservation_lines_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reservation_lines" ADD CONSTRAINT "order_reservation_lines_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reservation_lines" ADD CONSTRAINT "order_reservation_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tourism_booking_groups" ADD CONSTRAINT "tourism_booking_groups_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tourism_booking_groups" ADD CONSTRAINT "tourism_booking_groups_booking_id_tourism_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."tourism_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_reservation_lines_shop_order_idx" ON "order_reservation_lines" USING btree ("shop_id","order_id","position");--> statement-breakpoint
CREATE INDEX "order_reservation_lines_shop_booking_idx" ON "order_reservation_lines" USING btree ("shop_id","booking_id");--> statement-breakpoint
CREATE INDEX "tourism_booking_groups_shop_booking_idx" ON "tourism_booking_groups" USING btree ("shop_id","booking_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "tourism_booking_groups_token_key" ON "tourism_booking_groups" USING btree ("token");--> statement-breakpoint
ALTER TABLE "order_reservation_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "order_reservation_lines_tenant" ON "order_reservation_lines" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids()) OR "buyer_id" = app_user_id())
  WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "tourism_booking_groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tourism_booking_groups_tenant" ON "tourism_booking_groups" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));
