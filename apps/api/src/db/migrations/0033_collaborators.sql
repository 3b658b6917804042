-- Collaborators (issue 28, decisions 0142–0146): a membership may be suspended, its rights may
-- end on a date and name the preset they came from; the shop's presets (settings 'roles'); the
-- history of every change to a collaborator's rights; a user's last sign-in.
ALTER TABLE "shop_memberships" DROP CONSTRAINT "shop_memberships_status_check";--> statement-breakpoint
ALTER TABLE "shop_memberships" ADD CONSTRAINT "shop_memberships_status_check" CHECK ("shop_memberships"."status" in ('active', 'pending', 'refused', 'suspended'));--> statement-breakpoint
ALTER TABLE "shop_memberships" ADD COLUMN "rights_until" jsonb;--> statement-breakpoint
ALTER TABLE "shop_memberships" ADD COLUMN "preset_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "shop_role_presets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"rights" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "shop_role_presets" ADD CONSTRAINT "shop_role_presets_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_role_presets_name_key" ON "shop_role_presets" USING btree ("shop_id",lower("name"));--> statement-breakpoint
ALTER TABLE "shop_memberships" ADD CONSTRAINT "shop_memberships_preset_id_shop_role_presets_id_fk" FOREIGN KEY ("preset_id") REFERENCES "public"."shop_role_presets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "collaborator_rights_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"changed_by" uuid,
	"changed_by_name" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collaborator_rights_log_kind_check" CHECK ("collaborator_rights_log"."kind" in ('invited', 'rights', 'suspended', 'reactivated', 'removed'))
);--> statement-breakpoint
ALTER TABLE "collaborator_rights_log" ADD CONSTRAINT "collaborator_rights_log_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborator_rights_log" ADD CONSTRAINT "collaborator_rights_log_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborator_rights_log" ADD CONSTRAINT "collaborator_rights_log_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collaborator_rights_log_member_idx" ON "collaborator_rights_log" USING btree ("shop_id","member_id","changed_at");--> statement-breakpoint
ALTER TABLE "shop_role_presets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "shop_role_presets_tenant" ON "shop_role_presets" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
ALTER TABLE "collaborator_rights_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "collaborator_rights_log_tenant" ON "collaborator_rights_log" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));
