-- Issue 24: a box's contents are order lines of their own, linked to the box's line (decision on
-- box contents): the bottles chosen in a builder box are on the order, reserved and shipped.
ALTER TABLE "order_lines" ADD COLUMN "parent_line_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_parent_line_id_order_lines_id_fk" FOREIGN KEY ("parent_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The foreign key's check when a box line is deleted (a draft's lines are replaced on edit).
CREATE INDEX "order_lines_parent_idx" ON "order_lines" USING btree ("parent_line_id") WHERE "parent_line_id" IS NOT NULL;
