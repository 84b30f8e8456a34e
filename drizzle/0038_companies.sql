CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"legal_name" text NOT NULL,
	"billing_address" text NOT NULL,
	"billing_emails" jsonb NOT NULL,
	"tax_id" text,
	"payment_terms" text NOT NULL,
	"credit_limit_cents" integer DEFAULT 0 NOT NULL,
	"reference_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discount_ppm" integer,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"hold_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_credit_limit_check" CHECK ("companies"."credit_limit_cents" >= 0),
	CONSTRAINT "companies_discount_check" CHECK ("companies"."discount_ppm" is null or ("companies"."discount_ppm" > 0 and "companies"."discount_ppm" <= 500000)),
	CONSTRAINT "companies_billing_emails_check" CHECK (jsonb_typeof("companies"."billing_emails") = 'array' and jsonb_array_length("companies"."billing_emails") between 1 and 5),
	CONSTRAINT "companies_reference_fields_check" CHECK (jsonb_typeof("companies"."reference_fields") = 'array' and jsonb_array_length("companies"."reference_fields") <= 4),
	CONSTRAINT "companies_hold_reason_check" CHECK (("companies"."status" = 'on_hold') = ("companies"."hold_reason" is not null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "companies_legal_name_key" ON "companies" USING btree (lower("legal_name"));