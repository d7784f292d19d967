-- Paid orders replace promo_redemptions (never written: orders did not exist yet). The
-- orders.order.paid event names the code an order used but not its discount, and a user's first
-- paid order ends their first-order promo codes, so every paid order is kept, code or not.
DROP TABLE "cart_pricing"."promo_redemptions" CASCADE;--> statement-breakpoint
CREATE TABLE "cart_pricing"."paid_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"promo_code" text,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "paid_orders_promo_code_owner_idx" ON "cart_pricing"."paid_orders" USING btree ("promo_code","owner");--> statement-breakpoint
CREATE INDEX "paid_orders_owner_idx" ON "cart_pricing"."paid_orders" USING btree ("owner");