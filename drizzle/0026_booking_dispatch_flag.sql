ALTER TABLE "bookings" ADD COLUMN "dispatch_flag" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "dispatch_flagged_at" timestamp with time zone;