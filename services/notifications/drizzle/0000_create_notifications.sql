CREATE SCHEMA "notifications";
--> statement-breakpoint
CREATE TABLE "notifications"."outbox" (
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
CREATE TABLE "notifications"."processed_events" (
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "notifications"."sent_mails" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "sent_mails_status_check" CHECK ("notifications"."sent_mails"."status" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "notifications"."outbox" USING btree ("published_at","next_attempt_at");--> statement-breakpoint
CREATE INDEX "processed_events_processed_at_idx" ON "notifications"."processed_events" USING btree ("processed_at");