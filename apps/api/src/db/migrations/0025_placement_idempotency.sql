-- A placement's idempotency key is the buyer's own (issue 25, defect 14): unique per shop and
-- buyer, no longer per shop (another buyer's same key answered the first buyer's order); and
-- the request is fingerprinted, so that the same key with another body is refused.
DROP INDEX "orders_shop_idempotency_key";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_shop_buyer_idempotency_key" ON "orders" USING btree ("shop_id","buyer_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_hash" text;
