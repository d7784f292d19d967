CREATE SCHEMA "orders_payments";
--> statement-breakpoint
CREATE TABLE "orders_payments"."sandbox_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"email_address" text NOT NULL,
	"name" text NOT NULL,
	"default_payment_method_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_customers_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "orders_payments"."sandbox_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"behaviour" text NOT NULL,
	"billing_name" text,
	"created_by" text NOT NULL,
	"customer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders_payments"."sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"customer_id" text,
	"save_card" boolean DEFAULT false NOT NULL,
	"order_id" text NOT NULL,
	"description" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_payments_amount" CHECK ("orders_payments"."sandbox_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders_payments"."sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_refunds_amount" CHECK ("orders_payments"."sandbox_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders_payments"."payment_customers" (
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_customers_user_id_provider_pk" PRIMARY KEY("user_id","provider")
);
--> statement-breakpoint
CREATE TABLE "orders_payments"."order_history" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor" text NOT NULL,
	"actor_id" text,
	"staff_id" text,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders_payments"."orders" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"user_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_fingerprint" text NOT NULL,
	"status" text NOT NULL,
	"delivery_type" text NOT NULL,
	"location_id" text,
	"city_id" text NOT NULL,
	"delivery_date" text NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"slot_end" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"slot_label" text NOT NULL,
	"address" jsonb NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"language" text NOT NULL,
	"recipes" jsonb NOT NULL,
	"extra_products" jsonb NOT NULL,
	"leftovers" jsonb NOT NULL,
	"cost" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"promo_code" text,
	"cart_version" integer NOT NULL,
	"payment_method_id" text NOT NULL,
	"customer_id" text,
	"save_card" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_status_known" CHECK ("orders_payments"."orders"."status" in ('PENDING_PAYMENT', 'PENDING_DELIVERY', 'OUT_FOR_DELIVERY', 'DELIVERED', 'CANCELLED', 'PAYMENT_FAILED', 'REFUNDED')),
	CONSTRAINT "orders_total_positive" CHECK ("orders_payments"."orders"."total_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders_payments"."outbox" (
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
CREATE TABLE "orders_payments"."payments" (
	"order_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"status" text NOT NULL,
	"client_secret" text,
	"brand" text,
	"last4" text,
	"failure_message" text,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_refund_within_amount" CHECK ("orders_payments"."payments"."refunded_cents" between 0 and "orders_payments"."payments"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "orders_payments"."processed_events" (
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "orders_payments"."refunds" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"purpose" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"provider_refund_id" text,
	"last_error" text,
	"requested_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_positive" CHECK ("orders_payments"."refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders_payments"."webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "orders_payments"."sandbox_payments" ADD CONSTRAINT "sandbox_payments_payment_method_id_sandbox_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "orders_payments"."sandbox_payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_payments"."sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_payment_id_sandbox_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "orders_payments"."sandbox_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_payments"."order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders_payments"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_payments"."payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders_payments"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_payments"."refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders_payments"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_payment_methods_customer" ON "orders_payments"."sandbox_payment_methods" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sandbox_refunds_payment" ON "orders_payments"."sandbox_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "orders_payments"."order_history" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_idempotency_key_idx" ON "orders_payments"."orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders_payments"."orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders_payments"."orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_slot_start_idx" ON "orders_payments"."orders" USING btree ("slot_start");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "orders_payments"."outbox" USING btree ("published_at","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_idx" ON "orders_payments"."payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "processed_events_processed_at_idx" ON "orders_payments"."processed_events" USING btree ("processed_at");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "orders_payments"."refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "orders_payments"."refunds" USING btree ("status","requested_at");