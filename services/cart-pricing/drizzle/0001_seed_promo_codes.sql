-- The promo codes the shop starts with (spec README): 10OFF, 10% off a first order, and the
-- sample storefronts' influencer coupons. Each needs the $10.00 minimum order's subtotal.
INSERT INTO "cart_pricing"."promo_codes"
	("code", "percent_off", "min_subtotal_cents", "first_order_only", "max_redemptions_per_user")
VALUES
	('10OFF', 10, 1000, true, 1),
	('GREEN15', 15, 1000, false, NULL),
	('FIT10', 10, 1000, false, NULL)
ON CONFLICT ("code") DO NOTHING;
