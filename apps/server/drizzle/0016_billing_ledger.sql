CREATE TABLE "account_call_limits" (
	"user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"calls" integer NOT NULL,
	CONSTRAINT "account_call_limits_user_id_action_pk" PRIMARY KEY("user_id","action")
);
--> statement-breakpoint
CREATE TABLE "stripe_unassigned_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"stripe_subscription_id" text,
	"stripe_customer_id" text,
	"first_received_at" timestamp with time zone NOT NULL,
	"last_received_at" timestamp with time zone NOT NULL,
	"deliveries" integer DEFAULT 1 NOT NULL,
	"assigned_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "billing_customers" DROP CONSTRAINT "billing_customers_stripeCustomerId_unique";--> statement-breakpoint
ALTER TABLE "billing_customers" DROP CONSTRAINT "billing_customers_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "billing_customers" DROP CONSTRAINT "billing_customers_pkey";--> statement-breakpoint
ALTER TABLE "billing_customers" ADD PRIMARY KEY ("stripe_customer_id");--> statement-breakpoint
ALTER TABLE "billing_customers" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "first_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD COLUMN "refund_state" text;--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD COLUMN "refund_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD COLUMN "next_refund_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_call_limits" ADD CONSTRAINT "account_call_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_customers_user_idx" ON "billing_customers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "cancellation_requests_user_idx" ON "cancellation_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cancellation_requests_refund_pending_idx" ON "cancellation_requests" USING btree ("next_refund_at") WHERE "cancellation_requests"."refund_state" = 'pending';;--> statement-breakpoint
-- The first paid start of the accounts that paid before this column: their subscription's start.
UPDATE "subscriptions" SET "first_paid_at" = "started_at" WHERE "stripe_subscription_id" IS NOT NULL AND "started_at" IS NOT NULL;--> statement-breakpoint
-- Withdrawals recorded before the ledger were recorded only once refunded.
UPDATE "cancellation_requests" SET "refund_state" = 'refunded', "refunded_at" = "requested_at" WHERE "withdrawal";
