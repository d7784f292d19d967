CREATE TABLE "identity"."admin_audit" (
	"id" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"record_type" text NOT NULL,
	"record_id" text NOT NULL,
	"actor_id" text NOT NULL,
	"entry" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity"."users" ADD COLUMN "staff_role" text;--> statement-breakpoint
CREATE INDEX "admin_audit_at_index" ON "identity"."admin_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "admin_audit_record_type_record_id_at_index" ON "identity"."admin_audit" USING btree ("record_type","record_id","at");--> statement-breakpoint
CREATE INDEX "admin_audit_actor_id_at_index" ON "identity"."admin_audit" USING btree ("actor_id","at");