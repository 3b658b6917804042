ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tourism_bookings" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "tourism_bookings_to_remind_idx" ON "tourism_bookings" USING btree ("starts_at") WHERE "tourism_bookings"."status" = 'confirmed' and "tourism_bookings"."reminded_at" is null;
