-- The client search through its trigram index under row-level security (decision 0043,
-- docs/benchmarks/clients.md). A policy lets PostgreSQL use an index only for leakproof operators,
-- and LIKE is not: in a tenant transaction the search filtered every row of the shop. This
-- function, run as the tables' owner, reads the index itself and keeps the policy's own rule:
-- only the shops of app_shop_ids(), the request's.
CREATE OR REPLACE FUNCTION client_ids_matching(pattern text) RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS
$$ SELECT id FROM clients WHERE shop_id = ANY (app_shop_ids()) AND search_text LIKE pattern $$;
