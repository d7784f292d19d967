CREATE TABLE "catalog"."content_pages" (
	"key" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_key_language_pk" PRIMARY KEY("key","language")
);
--> statement-breakpoint
-- The first texts of the shop's content pages, in English and French: short and true of the shop
-- as it is; staff rewrite them from the console (the full FAQ comes with its own issue).
INSERT INTO "catalog"."content_pages" ("key", "language", "title", "body") VALUES
	('faq', 'en-CA', 'Frequently asked questions', E'## How does Mise work?\n\nPick recipes and servings, and Mise turns them into a grocery list of real products, priced to the cent, with as little food and money wasted as possible. Pay by card and choose a two-hour delivery slot.\n\n## When can I change or cancel an order?\n\nUntil 24 hours before its delivery, from your orders page.\n\n## Where do you deliver?\n\nThe delivery page lists the cities we serve, their fees and the pickup points.\n\nMore answers are on the way.'),
	('faq', 'fr-CA', 'Foire aux questions', E'## Comment fonctionne Mise?\n\nChoisissez des recettes et des portions : Mise en fait une liste d''épicerie de vrais produits, au cent près, en gaspillant le moins possible d''aliments et d''argent. Payez par carte et choisissez une plage de livraison de deux heures.\n\n## Quand puis-je modifier ou annuler une commande?\n\nJusqu''à 24 heures avant sa livraison, depuis la page de vos commandes.\n\n## Où livrez-vous?\n\nLa page Livraison donne les villes desservies, leurs frais et les points de cueillette.\n\nD''autres réponses suivront.'),
	('about', 'en-CA', 'About Mise', E'Mise is a recipe, meal-plan and grocery-delivery shop for Canada. You choose what to cook; we work out what to buy, in the pack sizes that waste the least, and deliver it.'),
	('about', 'fr-CA', 'À propos de Mise', E'Mise est une boutique canadienne de recettes, de menus et d''épicerie livrée. Vous choisissez quoi cuisiner; nous calculons quoi acheter, dans les formats qui gaspillent le moins, et nous le livrons.'),
	('terms', 'en-CA', 'Terms of use', E'These terms are a short sample until the full terms are published.\n\n- Prices are in Canadian dollars and include the fees shown at checkout; taxes are added where they apply.\n- An order can be changed or cancelled until 24 hours before its delivery.\n- Products may be substituted when you allow it at checkout.'),
	('terms', 'fr-CA', 'Conditions d''utilisation', E'Ces conditions sont un court exemple en attendant les conditions complètes.\n\n- Les prix sont en dollars canadiens et comprennent les frais affichés au paiement; les taxes s''ajoutent là où elles s''appliquent.\n- Une commande peut être modifiée ou annulée jusqu''à 24 heures avant sa livraison.\n- Des produits peuvent être remplacés si vous l''acceptez au paiement.'),
	('privacy', 'en-CA', 'Privacy', E'This is a short sample until the full privacy policy is published.\n\nWe keep your account, your addresses, your orders and your pantry to run the shop for you. Card numbers go to the payment provider: we keep only the last four digits. When staff open your account to help you, the access is logged.'),
	('privacy', 'fr-CA', 'Confidentialité', E'Ceci est un court exemple en attendant la politique de confidentialité complète.\n\nNous conservons votre compte, vos adresses, vos commandes et votre garde-manger pour faire fonctionner la boutique pour vous. Les numéros de carte vont au fournisseur de paiement : nous n''en gardons que les quatre derniers chiffres. Lorsque notre équipe ouvre votre compte pour vous aider, l''accès est consigné.')
ON CONFLICT ("key", "language") DO NOTHING;
