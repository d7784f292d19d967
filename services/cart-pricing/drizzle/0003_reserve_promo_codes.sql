-- A checkout quote reserves the promo code it applies for its order until the order is paid,
-- fails or is cancelled: the codes' limits count these with the paid orders.
CREATE TABLE "cart_pricing"."promo_reservations" (
	"order_id" text PRIMARY KEY NOT NULL,
	"promo_code" text NOT NULL,
	"owner" text NOT NULL,
	"reserved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "promo_reservations_promo_code_owner_idx" ON "cart_pricing"."promo_reservations" USING btree ("promo_code","owner");