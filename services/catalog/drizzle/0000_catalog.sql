CREATE SCHEMA "catalog";
--> statement-breakpoint
CREATE TABLE "catalog"."catalog_meta" (
	"id" integer PRIMARY KEY NOT NULL,
	"content_digest" text NOT NULL,
	"source" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog"."curated_boxes" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"document" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog"."extra_products" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"document" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog"."feature_flags" (
	"name" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog"."influencers" (
	"id" text PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"document" jsonb NOT NULL,
	CONSTRAINT "influencers_handle_unique" UNIQUE("handle")
);
--> statement-breakpoint
CREATE TABLE "catalog"."ingredients" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"grocery_category" text NOT NULL,
	"document" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog"."outbox" (
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
CREATE TABLE "catalog"."processed_events" (
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "catalog"."products" (
	"id" text PRIMARY KEY NOT NULL,
	"ingredient_id" text NOT NULL,
	"brand_type" text NOT NULL,
	"name" text NOT NULL,
	"pack_size" double precision NOT NULL,
	"price_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog"."recipes" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"document" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog"."vocabularies" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"position" integer NOT NULL,
	"document" jsonb NOT NULL,
	CONSTRAINT "vocabularies_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "catalog"."outbox" USING btree ("published_at","next_attempt_at");--> statement-breakpoint
CREATE INDEX "processed_events_processed_at_idx" ON "catalog"."processed_events" USING btree ("processed_at");--> statement-breakpoint
CREATE INDEX "products_ingredient_idx" ON "catalog"."products" USING btree ("ingredient_id");