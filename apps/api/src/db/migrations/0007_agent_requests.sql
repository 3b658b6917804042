-- A membership grants something only when active; a self-registered agent waits as pending
-- until the shop's staff accepts or refuses them (decision 0025). Existing rows stay active.
ALTER TABLE "notifications" ADD COLUMN "subject_id" uuid;--> statement-breakpoint
ALTER TABLE "shop_memberships" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_memberships" ADD CONSTRAINT "shop_memberships_status_check" CHECK ("shop_memberships"."status" in ('active', 'pending', 'refused'));--> statement-breakpoint
-- A shop's request may notify anyone about that shop (the agent told of the staff's decision);
-- each user still reads only their own notifications (notifications_owner, migration 0004).
CREATE POLICY "notifications_shop_notice" ON "notifications" FOR INSERT TO cuvee_tenant
  WITH CHECK ("shop_id" = ANY (app_shop_ids()));
