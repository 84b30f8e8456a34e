CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE TABLE "booking_rollup_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"service_type" text NOT NULL,
	"service_name" text NOT NULL,
	"vehicle_id" text NOT NULL,
	"vehicle_name" text NOT NULL,
	"from_area" text NOT NULL,
	"to_area" text NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"paid_cancelled" integer DEFAULT 0 NOT NULL,
	"completed_fare" bigint DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"tax_net" bigint DEFAULT 0 NOT NULL,
	"pass_net" bigint DEFAULT 0 NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL,
	"share" bigint DEFAULT 0 NOT NULL,
	"margin" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_rollups" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"service_type" text NOT NULL,
	"service_name" text NOT NULL,
	"vehicle_id" text NOT NULL,
	"vehicle_name" text NOT NULL,
	"from_area" text NOT NULL,
	"to_area" text NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"paid_cancelled" integer DEFAULT 0 NOT NULL,
	"completed_fare" bigint DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"tax_net" bigint DEFAULT 0 NOT NULL,
	"pass_net" bigint DEFAULT 0 NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL,
	"share" bigint DEFAULT 0 NOT NULL,
	"margin" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_rollups_pkey" PRIMARY KEY("day","status","service_type","service_name","vehicle_id","vehicle_name","from_area","to_area")
);
--> statement-breakpoint
DROP INDEX "bookings_open_pickup_gist";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(number || E'\n' || customer_name || E'\n' || customer_email || E'\n' || coalesce(customer_phone, '') || E'\n' || coalesce(passenger_name, '') || E'\n' || coalesce(passenger_email, '') || E'\n' || coalesce(passenger_phone, '') || E'\n' || coalesce(driver_name, '') || E'\n' || pickup_address || E'\n' || destination_address)) STORED;--> statement-breakpoint
CREATE INDEX "bookings_search_trgm" ON "bookings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_open_pickup_gist" ON "bookings" USING gist ("vehicle_id",point(pickup_lng * 0.7576, pickup_lat)) WHERE "bookings"."status" = 'confirmed' and "bookings"."driver_id" is null;