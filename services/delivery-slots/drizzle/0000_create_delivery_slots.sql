CREATE SCHEMA "delivery_slots";
--> statement-breakpoint
CREATE TABLE "delivery_slots"."cities" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"province" text NOT NULL,
	"country_code" text DEFAULT 'CA' NOT NULL,
	"time_zone" text NOT NULL,
	"postal_code_prefixes" text[] NOT NULL,
	"delivery_fee_cents" integer NOT NULL,
	"slot_capacity" integer DEFAULT 20 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cities_fee_range" CHECK (delivery_fee_cents between 0 and 500),
	CONSTRAINT "cities_capacity_positive" CHECK (slot_capacity >= 1)
);
--> statement-breakpoint
CREATE TABLE "delivery_slots"."outbox" (
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
CREATE TABLE "delivery_slots"."pickup_locations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city_id" text NOT NULL,
	"line_one" text NOT NULL,
	"postal_code" text NOT NULL,
	"hours" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_slots"."processed_events" (
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "delivery_slots"."slot_holds" (
	"order_id" text PRIMARY KEY NOT NULL,
	"city_id" text NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"slot_end" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_holds_state" CHECK (state in ('HELD', 'BOOKED', 'RELEASED'))
);
--> statement-breakpoint
CREATE TABLE "delivery_slots"."slot_loads" (
	"city_id" text NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"taken" integer NOT NULL,
	CONSTRAINT "slot_loads_city_id_slot_start_pk" PRIMARY KEY("city_id","slot_start"),
	CONSTRAINT "slot_loads_taken_not_negative" CHECK (taken >= 0)
);
--> statement-breakpoint
ALTER TABLE "delivery_slots"."pickup_locations" ADD CONSTRAINT "pickup_locations_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "delivery_slots"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_slots"."slot_holds" ADD CONSTRAINT "slot_holds_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "delivery_slots"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_slots"."slot_loads" ADD CONSTRAINT "slot_loads_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "delivery_slots"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "delivery_slots"."outbox" USING btree ("published_at","next_attempt_at");--> statement-breakpoint
CREATE INDEX "processed_events_processed_at_idx" ON "delivery_slots"."processed_events" USING btree ("processed_at");--> statement-breakpoint
CREATE INDEX "slot_holds_lapse_idx" ON "delivery_slots"."slot_holds" USING btree ("state","expires_at");