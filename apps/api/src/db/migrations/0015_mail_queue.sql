-- Issue 24: a mail the user is told about is a job enqueued in the caller's transaction
-- (decision 0054). The outbox row is written in that transaction ('queued'); the job sends it,
-- attaching the PDFs it names once they are made, and retries a failed sending.
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "reply_to" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "document_ids" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "mail_outbox_idempotency_key_idx" ON "mail_outbox" USING btree ("idempotency_key");
