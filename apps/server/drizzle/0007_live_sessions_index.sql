DROP INDEX "sessions_user_live_idx";--> statement-breakpoint
CREATE INDEX "sessions_user_live_idx" ON "sessions" USING btree ("user_id","created_at") WHERE revoked_at is null;