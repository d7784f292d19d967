CREATE SCHEMA "share_url";
--> statement-breakpoint
CREATE TABLE "share_url"."outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"subject" text NOT NULL,
	"envelope" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "share_url"."processed_events" (
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "share_url"."share_links" (
	"id" text PRIMARY KEY NOT NULL,
	"long_url" text NOT NULL,
	"long_url_sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_links_long_url_sha256_unique" UNIQUE("long_url_sha256")
);
--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "share_url"."outbox" USING btree ("published_at","next_attempt_at");