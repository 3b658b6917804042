-- Issue 24: the shipping desk. An order shipped records its carrier (an id of the carriers'
-- list in packages/domain) and its weight beside its parcels and tracking number; the queue of
-- orders to prepare and ship reads a partial index holding just them, oldest first; a document
-- may print several orders in one file (the delivery notes and the picking list of a selection).
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "weight_grams" integer;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_shop_to_ship_idx" ON "orders" USING btree ("shop_id","placed_at","id") WHERE "kind" in ('order', 'sample') and "status" in ('validated', 'invoiced') and "delivery_status" in ('pending', 'preparation', 'pendingPickup');--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN IF NOT EXISTS "order_ids" uuid[];
