ALTER TABLE "companies" ADD COLUMN "card_provider" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "card_provider_customer_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "card_payment_method_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "card_exp_month" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "card_exp_year" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "card_set_by" uuid;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "card_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "kind" text DEFAULT 'payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_card_set_by_users_id_fk" FOREIGN KEY ("card_set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_card_check" CHECK (("companies"."card_provider" is null) = ("companies"."card_payment_method_id" is null) and ("companies"."card_payment_method_id" is null) = ("companies"."card_provider_customer_id" is null));