CREATE TABLE "booking_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"status" text NOT NULL,
	"actor_role" text NOT NULL,
	"actor_user_id" uuid,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"price_lines" jsonb NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"tax_rate_ppm" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"old_total_cents" integer NOT NULL,
	"new_total_cents" integer NOT NULL,
	"difference_cents" integer NOT NULL,
	"payment_intent_id" text,
	"payment_method" text,
	"refund_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD COLUMN "change_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_changes_booking_idx" ON "booking_changes" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_changes_awaiting_key" ON "booking_changes" USING btree ("booking_id") WHERE "booking_changes"."status" = 'awaiting_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "booking_changes_intent_key" ON "booking_changes" USING btree ("payment_intent_id") WHERE "booking_changes"."payment_intent_id" is not null;