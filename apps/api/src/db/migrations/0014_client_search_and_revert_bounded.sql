-- Issue 23, finding 6: the client search and an import's revert, bounded by their plans
-- (decision 0052, docs/benchmarks/clients.md).
--
-- The search. Row-level security lets PostgreSQL use an index only for leakproof operators,
-- and LIKE is not: migration 0012 fetched each word's matching ids through a SECURITY DEFINER
-- function and compared the list's rows with those arrays, one comparison per row and id (two
-- common words at 100,000 clients: over a minute). This view reads the clients as the tables'
-- owner and keeps the policy's own rule in its WHERE (the request's shops, app_shop_ids(), read
-- once as an InitPlan): not a security barrier, so the list's conditions merge with it into one
-- plan — the shop's sort index walked up to the page's LIMIT, or the trigram index for a
-- precise search — exactly the plan of the raw query. Only the API's own statements read it
-- (no caller writes SQL), so a leaky operator could only reveal rows to our own code.
-- `select *` fixes the columns at creation: a migration adding a column to clients recreates
-- the view (clients.search-scale.test.ts compares both).
CREATE OR REPLACE VIEW "clients_in_scope" AS
  SELECT * FROM "clients" WHERE "shop_id" = ANY ((SELECT app_shop_ids())::uuid[]);--> statement-breakpoint
-- Read only: the default privileges of 0004 would let the tenant write through a simple view.
REVOKE ALL ON "clients_in_scope" FROM cuvee_tenant;--> statement-breakpoint
GRANT SELECT ON "clients_in_scope" TO cuvee_tenant;--> statement-breakpoint
-- The revert. Deleting a client runs, per deleted row, one statement of each foreign key that
-- names it (cascade, set null, restrict): without an index leading with client_id, each read
-- its whole table (2,000 clients: 54 s). With one, each finds its rows by key.
CREATE INDEX IF NOT EXISTS "client_addresses_client_idx" ON "client_addresses" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "client_activities_client_idx" ON "client_activities" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "client_invitations_client_idx" ON "client_invitations" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "opportunities_client_idx" ON "opportunities" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tasks_client_idx" ON "tasks" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_client_idx" ON "orders" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_client_idx" ON "invoices" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "received_payments_client_idx" ON "received_payments" USING btree ("client_id");
