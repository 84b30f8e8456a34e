CREATE TABLE "driver_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"license_number" text NOT NULL,
	"license_expiry" text NOT NULL,
	"vehicle_make" text NOT NULL,
	"vehicle_model" text NOT NULL,
	"vehicle_year" text NOT NULL,
	"vehicle_color" text NOT NULL,
	"license_plate" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"insurance_company" text NOT NULL,
	"policy_number" text NOT NULL,
	"experience_years" text NOT NULL,
	"availability" text NOT NULL,
	"additional_info" text,
	"emergency_contact_name" text,
	"emergency_contact_phone" text,
	"password_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"rejection_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "driver_applications" ADD CONSTRAINT "driver_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "driver_applications_pending_email_key" ON "driver_applications" USING btree (lower("email")) WHERE "driver_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "driver_applications_status_created_idx" ON "driver_applications" USING btree ("status","created_at");