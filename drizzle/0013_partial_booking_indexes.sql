DROP INDEX "bookings_guest_idx";--> statement-breakpoint
DROP INDEX "bookings_payment_intent_key";--> statement-breakpoint
DROP INDEX "bookings_driver_idx";--> statement-breakpoint
CREATE INDEX "bookings_guest_idx" ON "bookings" USING btree ("guest_id") WHERE "bookings"."guest_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_payment_intent_key" ON "bookings" USING btree ("payment_intent_id") WHERE "bookings"."payment_intent_id" is not null;--> statement-breakpoint
CREATE INDEX "bookings_driver_idx" ON "bookings" USING btree ("driver_id") WHERE "bookings"."driver_id" is not null;