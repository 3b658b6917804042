-- Tour mode (issue 28, decision 0166): a visit note taken offline is sent with the key the
-- agent's device gave it; the same key from the same author in the same shop is one timeline
-- entry, however often it is sent, even when two sends race. Entries written otherwise have no
-- key (null: never in the index). The table already has its row-level security (0011).
ALTER TABLE "client_activities" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "client_activities_shop_author_key" ON "client_activities" ("shop_id", "author_id", "idempotency_key")
  WHERE "idempotency_key" IS NOT NULL;
