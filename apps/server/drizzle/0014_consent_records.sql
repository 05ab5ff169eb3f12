CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consent_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"session_id" text NOT NULL,
	"user_id" uuid,
	"action" text NOT NULL,
	"method" text NOT NULL,
	"analytics" boolean NOT NULL,
	"marketing" boolean NOT NULL,
	"accepted_categories" text[] NOT NULL,
	"rejected_categories" text[] NOT NULL,
	"consent_version" text NOT NULL,
	"banner_version" text,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consent_records_action_known" CHECK ("consent_records"."action" in ('grant', 'revoke'))
);
--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_session_idx" ON "consent_records" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "consent_records_user_idx" ON "consent_records" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "consent_records_created_idx" ON "consent_records" USING btree ("created_at");