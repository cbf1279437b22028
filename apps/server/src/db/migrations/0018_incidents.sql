CREATE TABLE "casualties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"incident_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"tag_code" text,
	"client_id" text NOT NULL,
	"category" text NOT NULL,
	"place" text DEFAULT 'on_scene' NOT NULL,
	"sex" text,
	"approx_age" smallint,
	"description" text,
	"latitude" double precision,
	"longitude" double precision,
	"patient_id" uuid,
	"first_triaged_at" timestamp with time zone NOT NULL,
	"last_triaged_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "casualty_triages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"casualty_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"category" text NOT NULL,
	"method" text NOT NULL,
	"answers" jsonb,
	"override" boolean DEFAULT false NOT NULL,
	"reason" text,
	"latitude" double precision,
	"longitude" double precision,
	"at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" uuid
);
--> statement-breakpoint
CREATE TABLE "incident_timeline" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"incident_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"exercise" boolean DEFAULT false NOT NULL,
	"triage_system" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"declared_at" timestamp with time zone DEFAULT now() NOT NULL,
	"declared_by" uuid,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"final_counts" jsonb,
	"closing_note" text
);
--> statement-breakpoint
CREATE TABLE "triage_tag_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"prefix" text NOT NULL,
	"first_number" integer NOT NULL,
	"count" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_settings" ADD COLUMN "triage_system" text DEFAULT 'sieve' NOT NULL;--> statement-breakpoint
ALTER TABLE "casualties" ADD CONSTRAINT "casualties_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casualties" ADD CONSTRAINT "casualties_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casualties" ADD CONSTRAINT "casualties_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casualties" ADD CONSTRAINT "casualties_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casualties" ADD CONSTRAINT "casualties_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casualty_triages" ADD CONSTRAINT "casualty_triages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casualty_triages" ADD CONSTRAINT "casualty_triages_casualty_id_casualties_id_fk" FOREIGN KEY ("casualty_id") REFERENCES "public"."casualties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casualty_triages" ADD CONSTRAINT "casualty_triages_by_users_id_fk" FOREIGN KEY ("by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_timeline" ADD CONSTRAINT "incident_timeline_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_timeline" ADD CONSTRAINT "incident_timeline_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_timeline" ADD CONSTRAINT "incident_timeline_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_declared_by_users_id_fk" FOREIGN KEY ("declared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triage_tag_batches" ADD CONSTRAINT "triage_tag_batches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triage_tag_batches" ADD CONSTRAINT "triage_tag_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "casualties_org_tag_idx" ON "casualties" USING btree ("organization_id","tag_code") WHERE "casualties"."tag_code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "casualties_incident_client_idx" ON "casualties" USING btree ("incident_id","client_id");--> statement-breakpoint
CREATE INDEX "casualties_incident_board_idx" ON "casualties" USING btree ("incident_id","category","first_triaged_at");--> statement-breakpoint
CREATE UNIQUE INDEX "casualty_triages_client_idx" ON "casualty_triages" USING btree ("casualty_id","client_id");--> statement-breakpoint
CREATE INDEX "casualty_triages_casualty_idx" ON "casualty_triages" USING btree ("casualty_id","at");--> statement-breakpoint
CREATE INDEX "incident_timeline_incident_idx" ON "incident_timeline" USING btree ("incident_id","at");--> statement-breakpoint
CREATE INDEX "incidents_org_event_idx" ON "incidents" USING btree ("organization_id","event_id","declared_at");--> statement-breakpoint
CREATE UNIQUE INDEX "incidents_one_open_per_event_idx" ON "incidents" USING btree ("event_id") WHERE "incidents"."closed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "triage_tag_batches_org_first_idx" ON "triage_tag_batches" USING btree ("organization_id","first_number");--> statement-breakpoint
-- Realtime (decision 028): an incident declared or closed and a casualty triaged or moved reach
-- every board of the event within the stream's latency; the notice names the event, not the data.
CREATE TRIGGER incidents_realtime AFTER INSERT OR UPDATE OR DELETE ON incidents
  FOR EACH ROW EXECUTE FUNCTION record_realtime_notice('incident');--> statement-breakpoint
CREATE TRIGGER casualties_realtime AFTER INSERT OR UPDATE OR DELETE ON casualties
  FOR EACH ROW EXECUTE FUNCTION record_realtime_notice('casualty');
