CREATE TABLE "saved_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	"provider_payment_method_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"address" text NOT NULL,
	"place_id" text,
	"lat" double precision,
	"lng" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "passenger_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "passenger_phone" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "passenger_email" text;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "save_for_customer" text;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "saved_method_id" text;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "saved_brand" text;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "saved_last4" text;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "saved_exp_month" smallint;--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "saved_exp_year" integer;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_places" ADD CONSTRAINT "saved_places_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_cards_user_idx" ON "saved_cards" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_method_key" ON "saved_cards" USING btree ("provider","provider_payment_method_id");--> statement-breakpoint
CREATE INDEX "saved_places_user_idx" ON "saved_places" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_places_user_kind_key" ON "saved_places" USING btree ("user_id","kind") WHERE "saved_places"."kind" <> 'other';