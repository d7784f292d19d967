CREATE SCHEMA "pantry";
--> statement-breakpoint
CREATE TABLE "pantry"."lots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"ingredient_id" text NOT NULL,
	"quantity" double precision NOT NULL,
	"unit" text NOT NULL,
	"purchased_on" date NOT NULL,
	"expires_on" date,
	"source" text NOT NULL,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lots_quantity_positive" CHECK ("pantry"."lots"."quantity" > 0),
	CONSTRAINT "lots_order_source" CHECK (("pantry"."lots"."source" = 'order') = ("pantry"."lots"."order_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "pantry"."outbox" (
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
CREATE TABLE "pantry"."processed_events" (
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE INDEX "lots_owner_idx" ON "pantry"."lots" USING btree ("owner_id","ingredient_id");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "pantry"."outbox" USING btree ("published_at","next_attempt_at");--> statement-breakpoint
CREATE INDEX "processed_events_processed_at_idx" ON "pantry"."processed_events" USING btree ("processed_at");