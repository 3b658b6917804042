CREATE TABLE "loyalty_programmes" (
	"shop_id" uuid PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"points_per_euro_x100" integer NOT NULL,
	"expiry_months" integer DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_programmes_rate_check" CHECK ("loyalty_programmes"."points_per_euro_x100" > 0),
	CONSTRAINT "loyalty_programmes_expiry_check" CHECK ("loyalty_programmes"."expiry_months" >= 0)
);--> statement-breakpoint
CREATE TABLE "loyalty_tiers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"threshold" integer NOT NULL,
	"advantages" text DEFAULT '' NOT NULL
);--> statement-breakpoint
CREATE TABLE "loyalty_rewards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"points_required" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_choice" integer DEFAULT 1 NOT NULL,
	"tier_name" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "loyalty_rewards_kind_check" CHECK ("loyalty_rewards"."kind" in ('discount', 'products'))
);--> statement-breakpoint
CREATE TABLE "loyalty_accounts" (
	"shop_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"earned" integer DEFAULT 0 NOT NULL,
	"spent" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_accounts_shop_id_client_id_pk" PRIMARY KEY("shop_id","client_id")
);--> statement-breakpoint
CREATE TABLE "loyalty_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"cause" text NOT NULL,
	"points" integer NOT NULL,
	"label" text NOT NULL,
	"invoice_id" uuid,
	"credit_note_id" uuid,
	"credited_ht" integer,
	"order_id" uuid,
	"reward_id" uuid,
	"author_id" uuid,
	"author_name" text,
	"reason" text,
	"expires_on" date,
	"swept" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_entries_cause_check" CHECK ("loyalty_entries"."cause" in ('invoicePaid', 'creditNote', 'rewardUsed', 'expiry', 'adjustment'))
);--> statement-breakpoint
ALTER TABLE "loyalty_programmes" ADD CONSTRAINT "loyalty_programmes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_programmes" ADD CONSTRAINT "loyalty_programmes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_tiers" ADD CONSTRAINT "loyalty_tiers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_rewards" ADD CONSTRAINT "loyalty_rewards_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_accounts" ADD CONSTRAINT "loyalty_accounts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_entries" ADD CONSTRAINT "loyalty_entries_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_entries" ADD CONSTRAINT "loyalty_entries_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_tiers_shop_idx" ON "loyalty_tiers" USING btree ("shop_id","threshold");--> statement-breakpoint
CREATE INDEX "loyalty_rewards_shop_idx" ON "loyalty_rewards" USING btree ("shop_id","position");--> statement-breakpoint
CREATE INDEX "loyalty_entries_client_idx" ON "loyalty_entries" USING btree ("shop_id","client_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_entries_invoice_key" ON "loyalty_entries" USING btree ("shop_id","invoice_id") WHERE "loyalty_entries"."cause" = 'invoicePaid';--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_entries_credit_note_key" ON "loyalty_entries" USING btree ("shop_id","credit_note_id") WHERE "loyalty_entries"."cause" = 'creditNote';--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_entries_order_key" ON "loyalty_entries" USING btree ("shop_id","order_id") WHERE "loyalty_entries"."cause" = 'rewardUsed';--> statement-breakpoint
CREATE INDEX "loyalty_entries_expiring_idx" ON "loyalty_entries" USING btree ("expires_on") WHERE "loyalty_entries"."points" > 0 and not "loyalty_entries"."swept";--> statement-breakpoint
ALTER TABLE "loyalty_programmes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "loyalty_programmes_tenant" ON "loyalty_programmes" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "loyalty_tiers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "loyalty_tiers_tenant" ON "loyalty_tiers" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "loyalty_rewards" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "loyalty_rewards_tenant" ON "loyalty_rewards" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "loyalty_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "loyalty_accounts_tenant" ON "loyalty_accounts" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "loyalty_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "loyalty_entries_tenant" ON "loyalty_entries" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));
