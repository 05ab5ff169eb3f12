CREATE TABLE "recovery_email_changes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"delay_ends_at" timestamp with time zone NOT NULL,
	"window_ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recovery_email_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "recovery_email_codes_purpose_known" CHECK ("recovery_email_codes"."purpose" in ('set', 'change'))
);
--> statement-breakpoint
ALTER TABLE "cancellation_requests" DROP CONSTRAINT "cancellation_requests_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "cgv_acceptances" DROP CONSTRAINT "cgv_acceptances_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "cancellation_requests" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cgv_acceptances" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "recovery_email_changes" ADD CONSTRAINT "recovery_email_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_email_codes" ADD CONSTRAINT "recovery_email_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recovery_email_codes_user_idx" ON "recovery_email_codes" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD CONSTRAINT "cancellation_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cgv_acceptances" ADD CONSTRAINT "cgv_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;