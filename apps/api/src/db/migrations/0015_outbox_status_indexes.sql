CREATE INDEX "outbox_sent_idx" ON "outbox" USING btree ("sent_at") WHERE "outbox"."status" = 'SENT';--> statement-breakpoint
CREATE INDEX "outbox_failed_idx" ON "outbox" USING btree ("send_after") WHERE "outbox"."status" = 'FAILED';--> statement-breakpoint
CREATE INDEX "reminder_deliveries_sent_idx" ON "reminder_deliveries" USING btree ("sent_at") WHERE "reminder_deliveries"."status" = 'SENT';--> statement-breakpoint
CREATE INDEX "reminder_deliveries_failed_idx" ON "reminder_deliveries" USING btree ("send_after") WHERE "reminder_deliveries"."status" = 'FAILED';