CREATE TABLE "driver_application_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" uuid,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" uuid,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid
);
--> statement-breakpoint
CREATE TABLE "driver_trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"status" text DEFAULT 'assigned' NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"earnings_cents" integer
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid,
	"license_number" text NOT NULL,
	"vehicle_make" text NOT NULL,
	"vehicle_model" text NOT NULL,
	"vehicle_year" text NOT NULL,
	"vehicle_color" text,
	"license_plate" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"last_lat" double precision,
	"last_lng" double precision,
	"location_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "driver_vehicle" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "driver_plate" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "driver_application_actions" ADD CONSTRAINT "driver_application_actions_application_id_driver_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."driver_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_application_actions" ADD CONSTRAINT "driver_application_actions_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_invitations" ADD CONSTRAINT "driver_invitations_application_id_driver_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."driver_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_invitations" ADD CONSTRAINT "driver_invitations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_invitations" ADD CONSTRAINT "driver_invitations_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_invitations" ADD CONSTRAINT "driver_invitations_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_trips" ADD CONSTRAINT "driver_trips_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_trips" ADD CONSTRAINT "driver_trips_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_application_id_driver_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."driver_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_application_actions_application_idx" ON "driver_application_actions" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_invitations_active_code_key" ON "driver_invitations" USING btree ("code") WHERE "driver_invitations"."status" = 'active';--> statement-breakpoint
CREATE INDEX "driver_invitations_code_idx" ON "driver_invitations" USING btree ("code");--> statement-breakpoint
CREATE INDEX "driver_invitations_application_idx" ON "driver_invitations" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_trips_live_booking_key" ON "driver_trips" USING btree ("booking_id") WHERE "driver_trips"."status" in ('assigned', 'in_progress');--> statement-breakpoint
CREATE INDEX "driver_trips_driver_idx" ON "driver_trips" USING btree ("driver_id","status","accepted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_application_key" ON "drivers" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "bookings_open_pickup_idx" ON "bookings" USING btree ("pickup_lat","pickup_lng") WHERE "bookings"."status" = 'confirmed' and "bookings"."driver_id" is null;--> statement-breakpoint
CREATE INDEX "bookings_driver_idx" ON "bookings" USING btree ("driver_id");