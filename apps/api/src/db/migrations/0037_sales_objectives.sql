CREATE TABLE "sales_reporting_lines" (
	"shop_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"reports_to" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_reporting_lines_shop_id_member_id_pk" PRIMARY KEY("shop_id","member_id"),
	CONSTRAINT "sales_reporting_lines_not_self" CHECK ("sales_reporting_lines"."member_id" <> "sales_reporting_lines"."reports_to")
);--> statement-breakpoint
CREATE TABLE "sales_teams" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "sales_objectives" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"member_id" uuid,
	"team_id" uuid,
	"period" text NOT NULL,
	"amount_ht_cents" integer,
	"bottles" integer,
	"new_clients" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_objectives_one_subject" CHECK (("sales_objectives"."member_id" is null) <> ("sales_objectives"."team_id" is null))
);--> statement-breakpoint
CREATE TABLE "sales_budgets" (
	"shop_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"amount_ht_cents" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_budgets_shop_id_year_month_pk" PRIMARY KEY("shop_id","year","month"),
	CONSTRAINT "sales_budgets_month_check" CHECK ("sales_budgets"."month" between 1 and 12 and "sales_budgets"."amount_ht_cents" >= 0)
);--> statement-breakpoint
ALTER TABLE "sales_reporting_lines" ADD CONSTRAINT "sales_reporting_lines_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_reporting_lines" ADD CONSTRAINT "sales_reporting_lines_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_reporting_lines" ADD CONSTRAINT "sales_reporting_lines_reports_to_users_id_fk" FOREIGN KEY ("reports_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_teams" ADD CONSTRAINT "sales_teams_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_teams" ADD CONSTRAINT "sales_teams_lead_id_users_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_objectives" ADD CONSTRAINT "sales_objectives_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_objectives" ADD CONSTRAINT "sales_objectives_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_objectives" ADD CONSTRAINT "sales_objectives_team_id_sales_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."sales_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_objectives" ADD CONSTRAINT "sales_objectives_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_budgets" ADD CONSTRAINT "sales_budgets_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_budgets" ADD CONSTRAINT "sales_budgets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_reporting_lines_manager_idx" ON "sales_reporting_lines" USING btree ("shop_id","reports_to");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_teams_shop_name_key" ON "sales_teams" USING btree ("shop_id",lower("name"));--> statement-breakpoint
CREATE INDEX "sales_teams_lead_idx" ON "sales_teams" USING btree ("lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_objectives_subject_period_key" ON "sales_objectives" USING btree ("shop_id","period",coalesce("member_id", "team_id"));--> statement-breakpoint
CREATE INDEX "sales_objectives_member_idx" ON "sales_objectives" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "sales_objectives_team_idx" ON "sales_objectives" USING btree ("team_id");--> statement-breakpoint
ALTER TABLE "sales_reporting_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "sales_reporting_lines_tenant" ON "sales_reporting_lines" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "sales_teams" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "sales_teams_tenant" ON "sales_teams" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "sales_objectives" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "sales_objectives_tenant" ON "sales_objectives" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "sales_budgets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "sales_budgets_tenant" ON "sales_budgets" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));
