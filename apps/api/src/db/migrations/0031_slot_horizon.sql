ALTER TABLE "tourism_events" ADD COLUMN "slots_extended_on" date;--> statement-breakpoint
CREATE INDEX "tourism_events_to_extend_idx" ON "tourism_events" USING btree ("slots_extended_on") WHERE "tourism_events"."status" <> 'archived' and jsonb_array_length("tourism_events"."schedule" -> 'rules') > 0;
