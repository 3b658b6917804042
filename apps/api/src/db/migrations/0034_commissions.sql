CREATE TABLE "commission_rules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"valid_from" date NOT NULL,
	"basis" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"typology" text,
	"family" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rules_rate_check" CHECK ("commission_rules"."rate_bp" >= 0 and "commission_rules"."rate_bp" <= 10000),
	CONSTRAINT "commission_rules_basis_check" CHECK ("commission_rules"."basis" in ('invoicesPaid', 'ordersValidated'))
);--> statement-breakpoint
CREATE TABLE "commission_statements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"quarter" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"due_on" date NOT NULL,
	"basis" text NOT NULL,
	"base_cents" integer NOT NULL,
	"commission_cents" integer NOT NULL,
	"by_rate" jsonb NOT NULL,
	"elements" jsonb NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" uuid,
	"paid_reference" text,
	"reminded_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "commission_stated_sources" (
	"shop_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"statement_id" uuid NOT NULL,
	CONSTRAINT "commission_stated_sources_shop_id_agent_id_source_id_pk" PRIMARY KEY("shop_id","agent_id","source_id")
);--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_statements" ADD CONSTRAINT "commission_statements_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_statements" ADD CONSTRAINT "commission_statements_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_statements" ADD CONSTRAINT "commission_statements_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_statements" ADD CONSTRAINT "commission_statements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_stated_sources" ADD CONSTRAINT "commission_stated_sources_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_stated_sources" ADD CONSTRAINT "commission_stated_sources_statement_id_commission_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."commission_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_rules_scope_key" ON "commission_rules" USING btree ("shop_id","agent_id","valid_from",coalesce("typology", ''),coalesce("family", ''));--> statement-breakpoint
CREATE UNIQUE INDEX "commission_statements_agent_quarter_key" ON "commission_statements" USING btree ("shop_id","agent_id","quarter");--> statement-breakpoint
CREATE INDEX "commission_statements_shop_quarter_idx" ON "commission_statements" USING btree ("shop_id","quarter");--> statement-breakpoint
CREATE INDEX "commission_statements_unpaid_due_idx" ON "commission_statements" USING btree ("due_on") WHERE "commission_statements"."paid_at" is null;--> statement-breakpoint
CREATE INDEX "commission_stated_sources_statement_idx" ON "commission_stated_sources" USING btree ("statement_id");--> statement-breakpoint
ALTER TABLE "commission_rules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "commission_rules_tenant" ON "commission_rules" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "commission_statements" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "commission_statements_tenant" ON "commission_statements" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "commission_stated_sources" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "commission_stated_sources_tenant" ON "commission_stated_sources" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));
