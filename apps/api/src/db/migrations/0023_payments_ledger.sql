-- The payments ledger (issue 25, decision 0068): payments received, card charges and credit
-- notes are allocation rows against invoices; an invoice's paid_cents and credited_cents are
-- from now on the sums of its rows (kept by the invoices module), and a credit note's used
-- amount is read from the rows that name it (its credited_cents, which meant "used", is 0).
CREATE TABLE "payment_allocations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	"received_payment_id" uuid,
	"order_payment_id" uuid,
	"credit_note_id" uuid,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_allocations_amount_check" CHECK ("payment_allocations"."amount" > 0),
	CONSTRAINT "payment_allocations_source_check" CHECK (("payment_allocations"."kind" = 'payment' and "payment_allocations"."received_payment_id" is not null) or ("payment_allocations"."kind" = 'card' and "payment_allocations"."order_payment_id" is not null) or ("payment_allocations"."kind" = 'credit' and "payment_allocations"."credit_note_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_received_payment_id_received_payments_id_fk" FOREIGN KEY ("received_payment_id") REFERENCES "public"."received_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_order_payment_id_order_payments_id_fk" FOREIGN KEY ("order_payment_id") REFERENCES "public"."order_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_credit_note_id_invoices_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_allocations_shop_invoice_idx" ON "payment_allocations" USING btree ("shop_id","invoice_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_credit_note_idx" ON "payment_allocations" USING btree ("credit_note_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_received_payment_idx" ON "payment_allocations" USING btree ("received_payment_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_order_payment_idx" ON "payment_allocations" USING btree ("order_payment_id");--> statement-breakpoint
ALTER TABLE "payment_allocations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "payment_allocations_tenant" ON "payment_allocations" TO cuvee_tenant
  USING ("shop_id" = ANY (app_shop_ids())) WITH CHECK ("shop_id" = ANY (app_shop_ids()));--> statement-breakpoint
-- Payments received: one row each on the invoice they settled.
INSERT INTO "payment_allocations" ("id", "shop_id", "kind", "invoice_id", "received_payment_id", "credit_note_id", "amount", "created_at")
  SELECT gen_random_uuid(), p."shop_id", 'payment', p."invoice_id", p."id", p."credit_note_id", p."amount", p."created_at"
  FROM "received_payments" p WHERE p."invoice_id" IS NOT NULL AND p."amount" > 0;--> statement-breakpoint
-- Credit notes: each takes off the invoice it names what that invoice still owed when it was
-- issued, in the order they were issued; the rest of it stays to be used (or refunded).
INSERT INTO "payment_allocations" ("id", "shop_id", "kind", "invoice_id", "credit_note_id", "amount", "created_at")
  SELECT gen_random_uuid(), c."shop_id", 'credit', c."credited_invoice_id", c."id",
    least(c."payable", greatest(0, i."payable" - i."paid_cents" - coalesce((
      SELECT sum(e."payable") FROM "invoices" e
      WHERE e."credited_invoice_id" = c."credited_invoice_id" AND e."kind" = 'credit'
        AND (e."created_at", e."id") < (c."created_at", c."id")), 0))),
    c."created_at"
  FROM "invoices" c JOIN "invoices" i ON i."id" = c."credited_invoice_id"
  WHERE c."kind" = 'credit' AND least(c."payable", greatest(0, i."payable" - i."paid_cents" - coalesce((
      SELECT sum(e."payable") FROM "invoices" e
      WHERE e."credited_invoice_id" = c."credited_invoice_id" AND e."kind" = 'credit'
        AND (e."created_at", e."id") < (c."created_at", c."id")), 0))) > 0;--> statement-breakpoint
-- Card charges (defect 1): a paid card order's charge settles its oldest open invoice.
INSERT INTO "payment_allocations" ("id", "shop_id", "kind", "invoice_id", "order_payment_id", "amount", "created_at")
  SELECT gen_random_uuid(), x."shop_id", 'card', x."invoice_id", x."op_id", x."amount", now() FROM (
    SELECT DISTINCT ON (op."id") i."shop_id", i."id" AS "invoice_id", op."id" AS "op_id",
      least(op."amount", i."payable" - i."paid_cents" - i."credited_cents") AS "amount"
    FROM "order_payments" op JOIN "invoices" i ON i."order_id" = op."order_id"
    WHERE op."status" = 'paid' AND i."kind" <> 'credit' AND i."payment_status" <> 'cancelled'
    ORDER BY op."id", i."issue_date", i."seq") x
  WHERE x."amount" > 0;--> statement-breakpoint
-- The invoices' sums and statuses, read again from the ledger.
UPDATE "invoices" i SET
  "paid_cents" = coalesce((SELECT sum(a."amount") FROM "payment_allocations" a WHERE a."invoice_id" = i."id" AND a."kind" <> 'credit'), 0),
  "credited_cents" = coalesce((SELECT sum(a."amount") FROM "payment_allocations" a WHERE a."invoice_id" = i."id" AND a."kind" = 'credit'), 0);--> statement-breakpoint
UPDATE "invoices" SET "payment_status" = CASE
    WHEN "paid_cents" + "credited_cents" >= "payable" THEN 'paid'
    WHEN "paid_cents" > 0 THEN 'partial' ELSE 'pending' END
  WHERE "kind" <> 'credit' AND "payment_status" <> 'cancelled';
