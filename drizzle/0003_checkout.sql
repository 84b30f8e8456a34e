CREATE TABLE "booking_access_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"booking_id" uuid,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"payment_method" text,
	"last_error" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "package_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "package_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hours" double precision;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pickup_lat" double precision;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pickup_lng" double precision;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "destination_lat" double precision;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "destination_lng" double precision;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "route_polyline" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "flight_number" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "special_requests" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "meet_and_greet" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "child_seat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "extra_stop" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "extra_stop_address" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_provider" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_access_tokens" ADD CONSTRAINT "booking_access_tokens_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD CONSTRAINT "test_payment_intents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_access_tokens_hash_key" ON "booking_access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "test_payment_intents_booking_idx" ON "test_payment_intents" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_payment_intents_idempotency_key" ON "test_payment_intents" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_payment_intent_key" ON "bookings" USING btree ("payment_intent_id");