-- A payment group pays its share by card from its link (issue 27, decision 0136): how it paid,
-- the SetupIntent of its card form and the PaymentIntent that charged it.
ALTER TABLE "tourism_booking_groups" ADD COLUMN "paid_by" text;--> statement-breakpoint
ALTER TABLE "tourism_booking_groups" ADD COLUMN "card_setup_intent" text;--> statement-breakpoint
ALTER TABLE "tourism_booking_groups" ADD COLUMN "card_payment_intent" text;--> statement-breakpoint
UPDATE "tourism_booking_groups" SET "paid_by" = 'transfer' WHERE "paid_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "tourism_booking_groups" ADD CONSTRAINT "tourism_booking_groups_paid_by_check" CHECK ("tourism_booking_groups"."paid_by" IS NULL OR "tourism_booking_groups"."paid_by" IN ('transfer', 'card'));--> statement-breakpoint
CREATE UNIQUE INDEX "tourism_booking_groups_card_setup_key" ON "tourism_booking_groups" USING btree ("card_setup_intent") WHERE "tourism_booking_groups"."card_setup_intent" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tourism_booking_groups_card_payment_key" ON "tourism_booking_groups" USING btree ("card_payment_intent") WHERE "tourism_booking_groups"."card_payment_intent" is not null;
