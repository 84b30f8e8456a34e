CREATE TABLE "extra_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"payment_intent_id" text,
	"pay_link_token_hash" text,
	"failure_reason" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "extra_charges_amount_check" CHECK ("extra_charges"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "trip_extras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"driver_id" uuid,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"minutes" integer,
	"note" text,
	"receipt_data" text,
	"receipt_type" text,
	"status" text DEFAULT 'proposed' NOT NULL,
	"charge_id" uuid,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by_user_id" uuid,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "trip_extras_amount_check" CHECK ("trip_extras"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "extra_charges" ADD CONSTRAINT "extra_charges_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_charges" ADD CONSTRAINT "extra_charges_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_extras" ADD CONSTRAINT "trip_extras_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_extras" ADD CONSTRAINT "trip_extras_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_extras" ADD CONSTRAINT "trip_extras_charge_id_extra_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."extra_charges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_extras" ADD CONSTRAINT "trip_extras_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_extras" ADD CONSTRAINT "trip_extras_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extra_charges_booking_idx" ON "extra_charges" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "extra_charges_intent_key" ON "extra_charges" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "extra_charges_link_key" ON "extra_charges" USING btree ("pay_link_token_hash");--> statement-breakpoint
CREATE INDEX "trip_extras_booking_idx" ON "trip_extras" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "trip_extras_driver_idx" ON "trip_extras" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_extras_waiting_key" ON "trip_extras" USING btree ("booking_id") WHERE "trip_extras"."kind" = 'waiting';