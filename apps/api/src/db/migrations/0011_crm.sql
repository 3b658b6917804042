-- The client search's trigram index (decision 0043); pg_trgm is a trusted extension since PostgreSQL 13.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "client_activities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"subject_id" uuid,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_addresses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"address" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_invitations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"civility" text,
	"firstname" text,
	"lastname" text NOT NULL,
	"email" text,
	"phone" text,
	"company" text,
	"business_name" text,
	"company_type" text,
	"siret" text,
	"registration_number" text,
	"site_name" text,
	"vat_number" text,
	"recipient_type" text,
	"typology" text NOT NULL,
	"payment_method" text,
	"payment_delay" text,
	"lang" text DEFAULT 'fr' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"agent_id" uuid,
	"consent_marketing" boolean DEFAULT false NOT NULL,
	"consent_at" timestamp with time zone,
	"consent_source" text,
	"prospect_status" text,
	"next_action" text,
	"next_action_on" date,
	"source" text DEFAULT 'manual' NOT NULL,
	"import_id" uuid,
	"display_name" text NOT NULL,
	"sort_key" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"city" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"integration" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"header" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"imported_rows" integer DEFAULT 0 NOT NULL,
	"rejected_rows" integer DEFAULT 0 NOT NULL,
	"rejects" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "opportunities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"title" text NOT NULL,
	"stage" text DEFAULT 'new' NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"probability" smallint DEFAULT 20 NOT NULL,
	"expected_on" date,
	"position" integer DEFAULT 0 NOT NULL,
	"owner_id" uuid,
	"notes" text,
	"closed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"title" text NOT NULL,
	"activity" text NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"assignee_id" uuid,
	"client_id" uuid,
	"notes" text,
	"done_at" timestamp with time zone,
	"done_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_activities" ADD CONSTRAINT "client_activities_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_activities" ADD CONSTRAINT "client_activities_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_activities" ADD CONSTRAINT "client_activities_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_addresses" ADD CONSTRAINT "client_addresses_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_addresses" ADD CONSTRAINT "client_addresses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_invitations" ADD CONSTRAINT "client_invitations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_invitations" ADD CONSTRAINT "client_invitations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_invitations" ADD CONSTRAINT "client_invitations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_imports" ADD CONSTRAINT "client_imports_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_imports" ADD CONSTRAINT "client_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_activities_shop_client_idx" ON "client_activities" USING btree ("shop_id","client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "client_addresses_shop_client_idx" ON "client_addresses" USING btree ("shop_id","client_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "client_invitations_token_key" ON "client_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "client_invitations_shop_client_idx" ON "client_invitations" USING btree ("shop_id","client_id");--> statement-breakpoint
CREATE INDEX "clients_shop_sort_idx" ON "clients" USING btree ("shop_id","sort_key","id");--> statement-breakpoint
CREATE INDEX "clients_shop_created_idx" ON "clients" USING btree ("shop_id","created_at","id");--> statement-breakpoint
CREATE INDEX "clients_shop_agent_sort_idx" ON "clients" USING btree ("shop_id","agent_id","sort_key","id");--> statement-breakpoint
CREATE INDEX "clients_shop_kind_sort_idx" ON "clients" USING btree ("shop_id","kind","sort_key","id");--> statement-breakpoint
CREATE INDEX "clients_shop_typology_sort_idx" ON "clients" USING btree ("shop_id","typology","sort_key","id");--> statement-breakpoint
CREATE INDEX "clients_shop_import_idx" ON "clients" USING btree ("shop_id","import_id");--> statement-breakpoint
CREATE INDEX "clients_tags_idx" ON "clients" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "clients_search_idx" ON "clients" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "clients_shop_email_key" ON "clients" USING btree ("shop_id",lower("email")) WHERE "clients"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_shop_siret_key" ON "clients" USING btree ("shop_id","siret") WHERE "clients"."siret" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_shop_user_key" ON "clients" USING btree ("shop_id","user_id") WHERE "clients"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "client_imports_shop_created_idx" ON "client_imports" USING btree ("shop_id","created_at","id");--> statement-breakpoint
CREATE INDEX "opportunities_shop_stage_idx" ON "opportunities" USING btree ("shop_id","stage","position","id");--> statement-breakpoint
CREATE INDEX "opportunities_shop_client_idx" ON "opportunities" USING btree ("shop_id","client_id");--> statement-breakpoint
CREATE INDEX "tasks_shop_due_idx" ON "tasks" USING btree ("shop_id","due_at","id");--> statement-breakpoint
CREATE INDEX "tasks_shop_assignee_due_idx" ON "tasks" USING btree ("shop_id","assignee_id","due_at","id");--> statement-breakpoint
CREATE INDEX "tasks_shop_client_due_idx" ON "tasks" USING btree ("shop_id","client_id","due_at");--> statement-breakpoint
-- Row-level security on the CRM tables, as migration 0004 does for the catalogue (decision 0015).
ALTER TABLE "clients" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "clients_tenant" ON "clients" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "client_addresses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "client_addresses_tenant" ON "client_addresses" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "client_activities" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "client_activities_tenant" ON "client_activities" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "client_invitations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "client_invitations_tenant" ON "client_invitations" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "tasks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tasks_tenant" ON "tasks" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "opportunities" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "opportunities_tenant" ON "opportunities" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "client_imports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "client_imports_tenant" ON "client_imports" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));
