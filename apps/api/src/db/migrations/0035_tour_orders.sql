-- Tour mode (issue 28, decision 0153): an order taken offline is sent with the key the agent's
-- device gave it; the same key from the same person in the same shop is one order, however
-- often it is sent, even when two sends race. Entered orders (channel 'backoffice') only: a
-- storefront placement keeps its per-buyer key (orders_shop_buyer_idempotency_key).
CREATE UNIQUE INDEX "orders_shop_creator_idempotency_key" ON "orders" ("shop_id", "created_by", "idempotency_key")
  WHERE "channel" = 'backoffice';
