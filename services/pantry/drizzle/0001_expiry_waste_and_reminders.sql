CREATE TABLE "pantry"."reminder_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"reminders_on" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pantry"."shoppers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email_address" text NOT NULL,
	"first_name" text NOT NULL,
	"language" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pantry"."waste" (
	"lot_id" uuid PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"ingredient_id" text NOT NULL,
	"expired_on" date NOT NULL,
	"thrown_on" date NOT NULL,
	"grams" double precision,
	"cents" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pantry"."lots" ADD COLUMN "cents_per_base_unit" double precision;--> statement-breakpoint
ALTER TABLE "pantry"."lots" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "waste_owner_idx" ON "pantry"."waste" USING btree ("owner_id","thrown_on");--> statement-breakpoint
CREATE INDEX "lots_expiry_idx" ON "pantry"."lots" USING btree ("expires_on");