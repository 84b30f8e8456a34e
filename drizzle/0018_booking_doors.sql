ALTER TABLE "bookings" ADD COLUMN "pickup_pinned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "destination_pinned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pickup_nearest" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "destination_nearest" text;