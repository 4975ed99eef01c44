ALTER TABLE "refresh_tokens" DROP CONSTRAINT "refresh_tokens_subject_kind_check";--> statement-breakpoint
ALTER TABLE "resignations" ADD COLUMN "refunded_savings" jsonb;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_subject_kind_check" CHECK ("refresh_tokens"."subject_kind" in ('member', 'staff', 'former'));