CREATE TABLE "sms_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"client_id" uuid,
	"event_id" uuid,
	"text" text NOT NULL,
	"encoding" text NOT NULL,
	"parts" integer NOT NULL,
	"scheduled_at" timestamp with time zone,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"parts" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_id" text,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"send_started_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "sms_recipients_parts" CHECK ("sms_recipients"."parts" >= 1)
);
--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_recipients" ADD CONSTRAINT "sms_recipients_message_id_sms_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."sms_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_recipients" ADD CONSTRAINT "sms_recipients_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_recipients" ADD CONSTRAINT "sms_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_messages_org_created_idx" ON "sms_messages" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_org_client_idx" ON "sms_messages" USING btree ("organization_id","client_id");--> statement-breakpoint
CREATE INDEX "sms_messages_status_idx" ON "sms_messages" USING btree ("status");--> statement-breakpoint
CREATE INDEX "sms_recipients_message_status_idx" ON "sms_recipients" USING btree ("message_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_recipients_provider_idx" ON "sms_recipients" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "sms_recipients_org_sent_idx" ON "sms_recipients" USING btree ("organization_id","sent_at");--> statement-breakpoint
CREATE INDEX "sms_recipients_user_idx" ON "sms_recipients" USING btree ("user_id");--> statement-breakpoint
-- The SMS center's pages follow their messages live (kind 'sms', admins only: the delivery rules).
-- Recipients announce changes of status only: a message to 500 people inserts 500 rows at once,
-- and its own notice already says it was made.
CREATE TRIGGER sms_messages_realtime AFTER INSERT OR UPDATE OR DELETE ON sms_messages
  FOR EACH ROW EXECUTE FUNCTION record_realtime_notice('sms');--> statement-breakpoint
CREATE TRIGGER sms_recipients_realtime AFTER UPDATE OF status ON sms_recipients
  FOR EACH ROW EXECUTE FUNCTION record_realtime_notice('sms');
