-- Row-level security on the tenant tables, a second wall behind the scoped queries (decision
-- 0015). Requests acting on a shop run in a transaction that takes the cuvee_tenant role and
-- names its shops in app.shop_ids (and its user in app.user_id): PostgreSQL then shows them
-- those shops' rows only, even to a query written without a shop filter. The tables' owner
-- (the sign-in, the seed, the public storefront, the admin) is not subject to these policies.
--
-- Roles belong to the whole server while this runs once per database, possibly several at
-- once (one test database per file): creating the role or the membership twice is expected.
DO $$ BEGIN
  CREATE ROLE cuvee_tenant NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('GRANT cuvee_tenant TO %I', current_user);
EXCEPTION WHEN duplicate_object OR unique_violation OR invalid_grant_operation THEN NULL;
END $$;--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO cuvee_tenant;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO cuvee_tenant;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO cuvee_tenant;--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_shop_ids() RETURNS uuid[] LANGUAGE sql STABLE AS
  $$ SELECT coalesce(string_to_array(nullif(current_setting('app.shop_ids', true), ''), ',')::uuid[], '{}'::uuid[]) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_user_id() RETURNS uuid LANGUAGE sql STABLE AS
  $$ SELECT nullif(current_setting('app.user_id', true), '')::uuid $$;--> statement-breakpoint
-- A shop's own rows: its catalogue and its members.
ALTER TABLE "products" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "products_tenant" ON "products" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "product_formats" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "product_formats_tenant" ON "product_formats" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "shop_memberships" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "shop_memberships_tenant" ON "shop_memberships" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
-- Mails name the shop they were sent for (null: the platform's own, never a tenant's).
ALTER TABLE "mail_outbox" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "mail_outbox_tenant" ON "mail_outbox" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
-- A user's own rows: their notifications and documents, whatever shop they concern.
ALTER TABLE "notifications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "notifications_owner" ON "notifications" TO cuvee_tenant
  USING ("user_id" = app_user_id()) WITH CHECK ("user_id" = app_user_id());--> statement-breakpoint
ALTER TABLE "document_downloads" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "document_downloads_owner" ON "document_downloads" TO cuvee_tenant
  USING ("user_id" = app_user_id()) WITH CHECK ("user_id" = app_user_id());
