CREATE SCHEMA "cart_pricing";
--> statement-breakpoint
CREATE TABLE "cart_pricing"."carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner" text NOT NULL,
	"selection" jsonb NOT NULL,
	"version" integer NOT NULL,
	"promo_code" text,
	"delivery_info" jsonb,
	"calorie_info" jsonb,
	"shared_cart_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_owner_unique" UNIQUE("owner")
);
--> statement-breakpoint
CREATE TABLE "cart_pricing"."outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"subject" text NOT NULL,
	"envelope" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"published_at" timestamp with time zone,
	"trace_context" jsonb
);
--> statement-breakpoint
CREATE TABLE "cart_pricing"."processed_events" (
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "cart_pricing"."promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"percent_off" integer,
	"amount_off_cents" integer,
	"min_subtotal_cents" integer DEFAULT 0 NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_redemptions" integer,
	"max_redemptions_per_user" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_one_discount" CHECK ((percent_off is null) <> (amount_off_cents is null)),
	CONSTRAINT "promo_codes_percent_range" CHECK (percent_off between 1 and 100),
	CONSTRAINT "promo_codes_amount_positive" CHECK (amount_off_cents > 0),
	CONSTRAINT "promo_codes_upper_case" CHECK (code = upper(code))
);
--> statement-breakpoint
CREATE TABLE "cart_pricing"."promo_redemptions" (
	"order_id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"owner" text NOT NULL,
	"discount_cents" integer NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_pricing"."promo_redemptions" ADD CONSTRAINT "promo_redemptions_code_promo_codes_code_fk" FOREIGN KEY ("code") REFERENCES "cart_pricing"."promo_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "cart_pricing"."outbox" USING btree ("published_at","next_attempt_at");--> statement-breakpoint
CREATE INDEX "processed_events_processed_at_idx" ON "cart_pricing"."processed_events" USING btree ("processed_at");--> statement-breakpoint
CREATE INDEX "promo_redemptions_code_owner_idx" ON "cart_pricing"."promo_redemptions" USING btree ("code","owner");