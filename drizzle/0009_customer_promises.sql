CREATE TABLE "oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"return_to" text DEFAULT '/' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "google_subject" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pickup_typed" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "destination_typed" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pickup_approximate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "destination_approximate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "passengers" smallint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "bags" smallint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "extra_stop_lat" double precision;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "extra_stop_lng" double precision;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "replaced_by" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_subject_key" ON "users" USING btree ("google_subject");