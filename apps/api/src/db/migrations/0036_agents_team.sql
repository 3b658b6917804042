-- The shop's agents (issue 28 part 2, decisions 0155–0157): a shop may invite an agent already on
-- Cuvée (membership 'invited' until the agent answers, the other way round of 0025's 'pending');
-- the agent's sector in the shop (departments, and the shop's typologies whose prices they get);
-- the agent's own public profile, searched by producers (no shop: the agent's own row).
ALTER TABLE "shop_memberships" DROP CONSTRAINT "shop_memberships_status_check";--> statement-breakpoint
ALTER TABLE "shop_memberships" ADD CONSTRAINT "shop_memberships_status_check" CHECK ("shop_memberships"."status" in ('active', 'pending', 'invited', 'refused', 'suspended'));--> statement-breakpoint
ALTER TABLE "shop_memberships" ADD COLUMN "sector_departments" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_memberships" ADD COLUMN "sector_typologies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Agents already working for a shop kept every typology's prices: they keep them.
UPDATE "shop_memberships" m SET "sector_typologies" = ARRAY(SELECT jsonb_object_keys(s."typologies"))
  FROM "shops" s WHERE s."id" = m."shop_id" AND m."role" = 'agent';--> statement-breakpoint
CREATE TABLE "agent_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"departments" text[] DEFAULT '{}'::text[] NOT NULL,
	"client_kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"visible" boolean DEFAULT false NOT NULL,
	"presentation" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "agent_profiles" ADD CONSTRAINT "agent_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_profiles_visible_idx" ON "agent_profiles" USING btree ("user_id") WHERE "visible";--> statement-breakpoint
CREATE INDEX "agent_profiles_departments_idx" ON "agent_profiles" USING gin ("departments");
