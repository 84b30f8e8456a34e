ALTER TABLE "driver_trips" ADD COLUMN "on_the_way_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "driver_trips" ADD COLUMN "on_the_way_lat" double precision;--> statement-breakpoint
ALTER TABLE "driver_trips" ADD COLUMN "on_the_way_lng" double precision;--> statement-breakpoint
ALTER TABLE "driver_trips" ADD COLUMN "started_lat" double precision;--> statement-breakpoint
ALTER TABLE "driver_trips" ADD COLUMN "started_lng" double precision;