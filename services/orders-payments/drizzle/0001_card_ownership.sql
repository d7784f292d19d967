CREATE TABLE "orders_payments"."stripe_card_holders" (
	"payment_method_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders_payments"."sandbox_payment_methods" ADD COLUMN "detached_at" timestamp with time zone;