CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"event_id" uuid,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	CONSTRAINT "chat_messages_length" CHECK (char_length("chat_messages"."body") <= 500)
);
--> statement-breakpoint
CREATE TABLE "chat_reads" (
	"user_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"last_read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_reads_user_id_organization_id_channel_pk" PRIMARY KEY("user_id","organization_id","channel")
);
--> statement-breakpoint
CREATE TABLE "location_shares" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy_m" real,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_shares_range" CHECK ("location_shares"."latitude" between -90 and 90 and "location_shares"."longitude" between -180 and 180 and ("location_shares"."accuracy_m" is null or "location_shares"."accuracy_m" >= 0))
);
--> statement-breakpoint
CREATE TABLE "realtime_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"event_id" uuid,
	"kind" text NOT NULL,
	"subject_id" text,
	"user_id" uuid,
	"op" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_shares" ADD CONSTRAINT "location_shares_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_shares" ADD CONSTRAINT "location_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_channel_idx" ON "chat_messages" USING btree ("organization_id","event_id","created_at","id");--> statement-breakpoint
CREATE INDEX "location_shares_org_user_idx" ON "location_shares" USING btree ("organization_id","user_id","recorded_at");--> statement-breakpoint
CREATE INDEX "location_shares_recorded_idx" ON "location_shares" USING btree ("recorded_at");--> statement-breakpoint
CREATE INDEX "realtime_notices_org_idx" ON "realtime_notices" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "realtime_notices_created_idx" ON "realtime_notices" USING btree ("created_at");--> statement-breakpoint
-- Realtime change notices (issue 13): every change to what people watch writes a notice in its own
-- transaction and announces its id with NOTIFY, which every server process LISTENs to. The row is
-- read back by id and organisation, so a payload never carries data and stays far under 8,000 bytes.
CREATE FUNCTION record_realtime_notice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
  org uuid := (r->>'organization_id')::uuid;
  notice_id bigint;
BEGIN
  IF org IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO realtime_notices (organization_id, event_id, kind, subject_id, user_id, op)
  VALUES (
    org,
    (coalesce(r->>'event_id', CASE WHEN TG_ARGV[0] = 'event' THEN r->>'id' END))::uuid,
    TG_ARGV[0],
    coalesce(r->>'patient_id', r->>'id', r->>'user_id'),
    (r->>'user_id')::uuid,
    lower(TG_OP)
  )
  RETURNING id INTO notice_id;
  PERFORM pg_notify('hulppost_realtime', notice_id::text || ':' || org::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER events_realtime AFTER INSERT OR UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION record_realtime_notice('event');--> statement-breakpoint
CREATE TRIGGER event_assignments_realtime AFTER INSERT OR UPDATE OR DELETE ON event_assignments
  FOR EACH ROW EXECUTE FUNCTION record_realtime_notice('assignment');--> statement-breakpoint
CREATE TRIGGER event_interests_realtime AFTER INSERT OR UPDATE OR DELETE ON event_interests
  FOR EACH ROW EXECUTE FUNCTION record_realtime_notice('interest');--> statement-breakpoint
CREATE TRIGGER user_organizations_realtime AFTER INSERT OR UPDATE OR DELETE ON user_organizations
  FOR EACH ROW EXECUTE FUNCTION record_realtime_notice('membership');--> statement-breakpoint
CREATE TRIGGER organization_settings_realtime AFTER INSERT OR UPDATE OR DELETE ON organization_settings
  FOR EACH ROW EXECUTE FUNCTION record_realtime_notice('settings');--> statement-breakpoint
CREATE TRIGGER teams_realtime AFTER INSERT OR UPDATE OR DELETE ON teams
  FOR EACH ROW EXECUTE FUNCTION record_realtime_notice('team');--> statement-breakpoint
CREATE TRIGGER team_members_realtime AFTER INSERT OR UPDATE OR DELETE ON team_members
  FOR EACH ROW EXECUTE FUNCTION record_realtime_notice('team');--> statement-breakpoint
CREATE TRIGGER patients_realtime AFTER INSERT OR UPDATE OR DELETE ON patients
  FOR EACH ROW EXECUTE FUNCTION record_realtime_notice('patient');--> statement-breakpoint
CREATE TRIGGER vital_signs_realtime AFTER INSERT OR UPDATE OR DELETE ON vital_signs
  FOR EACH ROW EXECUTE FUNCTION record_realtime_notice('vitals');--> statement-breakpoint
CREATE TRIGGER infrastructure_assets_realtime AFTER INSERT OR UPDATE OR DELETE ON infrastructure_assets
  FOR EACH ROW EXECUTE FUNCTION record_realtime_notice('asset');--> statement-breakpoint
CREATE TRIGGER event_assets_realtime AFTER INSERT OR UPDATE OR DELETE ON event_assets
  FOR EACH ROW EXECUTE FUNCTION record_realtime_notice('asset');--> statement-breakpoint
CREATE TRIGGER chat_messages_realtime AFTER INSERT OR UPDATE OR DELETE ON chat_messages
  FOR EACH ROW EXECUTE FUNCTION record_realtime_notice('chat');--> statement-breakpoint
CREATE TRIGGER location_shares_realtime AFTER INSERT ON location_shares
  FOR EACH ROW EXECUTE FUNCTION record_realtime_notice('location');
