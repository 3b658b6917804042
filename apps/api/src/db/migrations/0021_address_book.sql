-- The buyer's address book (issue 24): a user's delivery and billing addresses (spec §3 Address
-- fields), one default per kind, the date an order last used each. A user's own rows, whatever
-- shop they buy from: no shop_id; row-level security by app_user_id() as for notifications (0004).
CREATE TABLE "user_addresses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text,
	"name" text,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"street" text NOT NULL,
	"street2" text,
	"zipcode" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"county" text,
	"state" text,
	"state_code" text,
	"excise_number" text,
	"high_mountain" boolean,
	"phone" text,
	"email" text,
	"match_key" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_addresses_kind_check" CHECK ("kind" IN ('delivery', 'billing'))
);--> statement-breakpoint
ALTER TABLE "user_addresses" ADD CONSTRAINT "user_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One entry per place and kind (the same address again refreshes it), one default per kind.
CREATE UNIQUE INDEX "user_addresses_place_key" ON "user_addresses" USING btree ("user_id","kind","match_key");--> statement-breakpoint
CREATE UNIQUE INDEX "user_addresses_default_key" ON "user_addresses" USING btree ("user_id","kind") WHERE "is_default";--> statement-breakpoint
ALTER TABLE "user_addresses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "user_addresses_owner" ON "user_addresses" TO cuvee_tenant
  USING ("user_id" = app_user_id()) WITH CHECK ("user_id" = app_user_id());
