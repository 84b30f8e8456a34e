CREATE TABLE "sign_in_attacks" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"warned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sign_in_known_addresses" (
	"key" text PRIMARY KEY NOT NULL,
	"last_success_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_attacks_last_failure_idx" ON "sign_in_attacks" USING btree ("last_failure_at");--> statement-breakpoint
CREATE INDEX "sign_in_known_addresses_last_success_idx" ON "sign_in_known_addresses" USING btree ("last_success_at");