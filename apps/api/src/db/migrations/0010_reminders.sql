CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "reminder_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"event_key" text NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"subscription_id" integer,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"send_after" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_deliveries_event_unique" UNIQUE NULLS NOT DISTINCT("event_key","channel","subscription_id"),
	CONSTRAINT "reminder_deliveries_kind_check" CHECK ("reminder_deliveries"."kind" in ('APPROVAL', 'FUNDING', 'SETTLEMENT', 'DEDUCTION_FAILED', 'INSTALMENT_DUE')),
	CONSTRAINT "reminder_deliveries_status_check" CHECK ("reminder_deliveries"."status" in ('PENDING', 'SENT', 'FAILED')),
	CONSTRAINT "reminder_deliveries_channel_check" CHECK (("reminder_deliveries"."channel" = 'PUSH' and "reminder_deliveries"."subscription_id" is not null) or ("reminder_deliveries"."channel" = 'EMAIL' and "reminder_deliveries"."subscription_id" is null))
);
--> statement-breakpoint
CREATE TABLE "reminder_preferences" (
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_preferences_member_id_kind_channel_pk" PRIMARY KEY("member_id","kind","channel"),
	CONSTRAINT "reminder_preferences_kind_check" CHECK ("reminder_preferences"."kind" in ('APPROVAL', 'FUNDING', 'SETTLEMENT', 'DEDUCTION_FAILED', 'INSTALMENT_DUE')),
	CONSTRAINT "reminder_preferences_channel_check" CHECK ("reminder_preferences"."channel" in ('PUSH', 'EMAIL'))
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "repayment_channel" text DEFAULT 'PAYROLL' NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_preferences" ADD CONSTRAINT "reminder_preferences_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_member_idx" ON "push_subscriptions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "reminder_deliveries_pending_idx" ON "reminder_deliveries" USING btree ("send_after") WHERE "reminder_deliveries"."status" = 'PENDING';--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_repayment_channel_check" CHECK ("members"."repayment_channel" in ('PAYROLL', 'TRANSFER'));