ALTER TABLE "driver_trips" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "driver_trips" ADD COLUMN "arrived_lat" double precision;--> statement-breakpoint
ALTER TABLE "driver_trips" ADD COLUMN "arrived_lng" double precision;