-- Staff who could do everything before roles existed keep doing it: they become admins.
UPDATE "identity"."users" SET "staff_role" = 'admin' WHERE "role" = 'staff' AND "staff_role" IS NULL;--> statement-breakpoint
-- The account-access log moves into the one audit log, in its entry shape.
INSERT INTO "identity"."admin_audit" ("id", "at", "record_type", "record_id", "actor_id", "entry")
SELECT
  "id", "at", 'customer', coalesce("customer_id", ''), "staff_id",
  jsonb_build_object(
    'id', "id",
    'at', to_char("at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'service', 'identity',
    'action', CASE "action"
      WHEN 'access-customer-account' THEN 'customers.access'
      WHEN 'revoke-customer-sessions' THEN 'customers.end-sessions'
      ELSE 'customers.update-profile' END,
    'record', jsonb_build_object('type', 'customer', 'id', coalesce("customer_id", '')),
    'actor', jsonb_build_object('id', "staff_id", 'emailAddress', "staff_email", 'role', 'admin'),
    'onBehalfOf', CASE WHEN "customer_id" IS NOT NULL AND "action" <> 'revoke-customer-sessions'
      THEN jsonb_build_object('id', "customer_id", 'emailAddress', "customer_email") ELSE NULL END,
    'reason', "reason",
    'before', NULL,
    'after', NULL,
    'request', jsonb_build_object('id', '', 'method', '', 'path', '', 'ip', "ip", 'traceId', NULL)
  )
FROM "identity"."staff_audit"
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
DROP TABLE "identity"."staff_audit" CASCADE;
