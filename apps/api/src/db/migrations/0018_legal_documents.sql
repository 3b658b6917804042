-- Issue 24: the shop's legal documents (terms of sale, legal notice, privacy policy, withdrawal
-- rules). Each publication is a new numbered version that nothing ever changes; the draft being
-- written lives apart. An order keeps the version of the terms its buyer accepted.
CREATE TABLE IF NOT EXISTS "legal_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "legal_documents_version_check" CHECK ("version" > 0)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "legal_drafts" (
	"shop_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_drafts_shop_id_kind_pk" PRIMARY KEY("shop_id","kind")
);
--> statement-breakpoint
ALTER TABLE "legal_documents" ADD CONSTRAINT "legal_documents_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_documents" ADD CONSTRAINT "legal_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_drafts" ADD CONSTRAINT "legal_drafts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_drafts" ADD CONSTRAINT "legal_drafts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- One number per version of a document; the latest is read backwards on this index.
CREATE UNIQUE INDEX IF NOT EXISTS "legal_documents_shop_kind_version_key" ON "legal_documents" USING btree ("shop_id","kind","version");--> statement-breakpoint
-- A published version never changes: a new text is a new version (the publisher's account may
-- still be deleted, which only forgets who published it).
CREATE OR REPLACE FUNCTION legal_documents_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."id" IS DISTINCT FROM OLD."id" OR NEW."shop_id" IS DISTINCT FROM OLD."shop_id"
    OR NEW."kind" IS DISTINCT FROM OLD."kind" OR NEW."version" IS DISTINCT FROM OLD."version"
    OR NEW."body" IS DISTINCT FROM OLD."body" OR NEW."published_at" IS DISTINCT FROM OLD."published_at"
    OR (NEW."created_by" IS NOT NULL AND NEW."created_by" IS DISTINCT FROM OLD."created_by") THEN
    RAISE EXCEPTION 'a published legal document never changes (% version %)', OLD."kind", OLD."version" USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "legal_documents_frozen" ON "legal_documents";--> statement-breakpoint
CREATE TRIGGER "legal_documents_frozen" BEFORE UPDATE ON "legal_documents" FOR EACH ROW EXECUTE FUNCTION legal_documents_frozen();--> statement-breakpoint
-- Row-level security (decision 0015): the shop's staff only; the storefront reads as the system.
ALTER TABLE "legal_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "legal_documents_tenant" ON "legal_documents" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "legal_drafts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "legal_drafts_tenant" ON "legal_drafts" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
-- The orders module's column: the version of the terms of sale the buyer accepted at checkout.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "accepted_terms_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_accepted_terms_id_legal_documents_id_fk" FOREIGN KEY ("accepted_terms_id") REFERENCES "public"."legal_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The foreign key's check when a shop and its documents go (as orders_client_idx, migration 0014).
CREATE INDEX IF NOT EXISTS "orders_accepted_terms_idx" ON "orders" USING btree ("accepted_terms_id") WHERE "accepted_terms_id" IS NOT NULL;
