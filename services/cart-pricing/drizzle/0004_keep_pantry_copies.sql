CREATE TABLE "cart_pricing"."pantry_copies" (
	"user_id" text PRIMARY KEY NOT NULL,
	"lots" jsonb NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
