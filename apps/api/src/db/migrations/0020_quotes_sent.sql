-- Issue 24: a quote is mailed with a link the client answers without an account. The link's
-- token is stored only as its SHA-256 (as client invitations, 0011); it ends with the quote's
-- last day, or when the quote is sent again. The client's answer (and a refusal's reason) stays
-- on the link.
CREATE TABLE "quote_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"sent_to" text[] DEFAULT '{}' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"outcome" text,
	"reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_links" ADD CONSTRAINT "quote_links_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_links" ADD CONSTRAINT "quote_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_links" ADD CONSTRAINT "quote_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_links_token_key" ON "quote_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "quote_links_shop_order_idx" ON "quote_links" USING btree ("shop_id","order_id","created_at");--> statement-breakpoint
-- The order's foreign key checked per deleted order.
CREATE INDEX "quote_links_order_idx" ON "quote_links" USING btree ("order_id");--> statement-breakpoint
-- The Devis list keeps the accepted quotes (orders now, their D- number in quote_reference).
CREATE INDEX "orders_shop_quotes_placed_idx" ON "orders" USING btree ("shop_id","placed_at" DESC,"id" DESC) WHERE ("kind" = 'quote' OR "quote_reference" IS NOT NULL);--> statement-breakpoint
-- Row-level security (decision 0015): the shop's staff only; the public link reads as the system.
ALTER TABLE "quote_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "quote_links_tenant" ON "quote_links" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));
