-- The verifier of the APP_SECRET the data was made with (lib/secret-verifier.ts): one row,
-- inserted by the first start (on conflict do nothing), compared at every start.
CREATE TABLE "secret_verifier" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"salt" text NOT NULL,
	"verifier" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "secret_verifier_single_row" CHECK ("secret_verifier"."id" = 1)
);
