ALTER TABLE "outbox" DROP CONSTRAINT "outbox_status_check";--> statement-breakpoint
ALTER TABLE "reminder_deliveries" DROP CONSTRAINT "reminder_deliveries_status_check";--> statement-breakpoint
DROP INDEX "outbox_pending_idx";--> statement-breakpoint
DROP INDEX "reminder_deliveries_pending_idx";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "priority" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "subscribed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("priority","id") WHERE "outbox"."status" in ('PENDING', 'SENDING');--> statement-breakpoint
CREATE INDEX "reminder_deliveries_due_idx" ON "reminder_deliveries" USING btree ("send_after") WHERE "reminder_deliveries"."status" in ('PENDING', 'SENDING');--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_priority_check" CHECK ("outbox"."priority" between 0 and 2);--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('PENDING', 'SENDING', 'SENT', 'FAILED'));--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_status_check" CHECK ("reminder_deliveries"."status" in ('PENDING', 'SENDING', 'SENT', 'FAILED'));