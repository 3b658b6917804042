-- Wine tourism (issue 27; decisions 0101–0104): events, their slot occurrences as rows (a hold is
-- one conditional UPDATE of `taken`), and bookings.
CREATE TABLE "tourism_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"visuals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"kind" text NOT NULL,
	"location" jsonb NOT NULL,
	"languages" jsonb NOT NULL,
	"duration_minutes" integer NOT NULL,
	"capacity" integer NOT NULL,
	"min_persons" integer DEFAULT 1 NOT NULL,
	"max_persons" integer NOT NULL,
	"rates" jsonb NOT NULL,
	"min_amount_cents" integer DEFAULT 0 NOT NULL,
	"confirmation_message" text DEFAULT '' NOT NULL,
	"cancellation" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"tab_id" text,
	"stay" jsonb,
	"schedule" jsonb DEFAULT '{"rules":[],"dates":[],"closedDays":[]}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "tourism_slots" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tourism_slots_taken_check" CHECK ("tourism_slots"."taken" >= 0 and "tourism_slots"."taken" <= "tourism_slots"."capacity")
);--> statement-breakpoint
CREATE TABLE "tourism_bookings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"order_id" uuid,
	"client_id" uuid,
	"status" text NOT NULL,
	"lines" jsonb NOT NULL,
	"counting_persons" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"tourist_tax_cents" integer DEFAULT 0 NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text,
	"contact_phone" text,
	"language" text DEFAULT 'fr' NOT NULL,
	"message" text,
	"source" text NOT NULL,
	"expires_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	"check_in_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "tourism_events" ADD CONSTRAINT "tourism_events_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tourism_slots" ADD CONSTRAINT "tourism_slots_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tourism_slots" ADD CONSTRAINT "tourism_slots_event_id_tourism_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."tourism_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tourism_bookings" ADD CONSTRAINT "tourism_bookings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tourism_bookings" ADD CONSTRAINT "tourism_bookings_event_id_tourism_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."tourism_events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tourism_bookings" ADD CONSTRAINT "tourism_bookings_slot_id_tourism_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."tourism_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tourism_bookings" ADD CONSTRAINT "tourism_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tourism_bookings" ADD CONSTRAINT "tourism_bookings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tourism_events_shop_created_idx" ON "tourism_events" USING btree ("shop_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tourism_events_shop_status_idx" ON "tourism_events" USING btree ("shop_id","status","created_at");--> statement-breakpoint
CREATE INDEX "tourism_slots_shop_event_start_idx" ON "tourism_slots" USING btree ("shop_id","event_id","starts_at");--> statement-breakpoint
CREATE INDEX "tourism_slots_shop_start_idx" ON "tourism_slots" USING btree ("shop_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tourism_slots_event_start_key" ON "tourism_slots" USING btree ("event_id","starts_at");--> statement-breakpoint
CREATE INDEX "tourism_bookings_shop_start_idx" ON "tourism_bookings" USING btree ("shop_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "tourism_bookings_shop_slot_idx" ON "tourism_bookings" USING btree ("shop_id","slot_id");--> statement-breakpoint
CREATE INDEX "tourism_bookings_shop_event_start_idx" ON "tourism_bookings" USING btree ("shop_id","event_id","starts_at");--> statement-breakpoint
CREATE INDEX "tourism_bookings_shop_order_idx" ON "tourism_bookings" USING btree ("shop_id","order_id") WHERE "tourism_bookings"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "tourism_bookings_shop_client_idx" ON "tourism_bookings" USING btree ("shop_id","client_id","starts_at");--> statement-breakpoint
CREATE INDEX "tourism_bookings_pending_expiry_idx" ON "tourism_bookings" USING btree ("shop_id","expires_at") WHERE "tourism_bookings"."status" = 'pending' and "tourism_bookings"."expires_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tourism_bookings_token_key" ON "tourism_bookings" USING btree ("check_in_token");--> statement-breakpoint
CREATE INDEX "tourism_bookings_order_idx" ON "tourism_bookings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tourism_bookings_client_idx" ON "tourism_bookings" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "tourism_bookings_slot_idx" ON "tourism_bookings" USING btree ("slot_id");--> statement-breakpoint
ALTER TABLE "tourism_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tourism_events_tenant" ON "tourism_events" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "tourism_slots" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tourism_slots_tenant" ON "tourism_slots" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "tourism_bookings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tourism_bookings_tenant" ON "tourism_bookings" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));
