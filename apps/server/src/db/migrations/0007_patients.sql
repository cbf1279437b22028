CREATE TABLE "patient_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"patient_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" uuid,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_photos" (
	"patient_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"content" "bytea" NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"source" text DEFAULT 'form' NOT NULL,
	"first_name" text,
	"last_name" text,
	"birth_date" date,
	"estimated_age" smallint,
	"sex" text,
	"type" text,
	"urgency" text DEFAULT 'unknown' NOT NULL,
	"status" text DEFAULT 'under_treatment' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"complaint" text,
	"mechanism" text,
	"injury" text,
	"body_parts" text[] DEFAULT '{}'::text[] NOT NULL,
	"allergies" text,
	"medication" text,
	"medical_history" text,
	"pain" smallint,
	"height_cm" smallint,
	"weight_kg" numeric(4, 1),
	"gcs_eye" smallint,
	"gcs_verbal" smallint,
	"gcs_motor" smallint,
	"treatment" text,
	"arrived_at" timestamp with time zone DEFAULT now() NOT NULL,
	"discharged_at" timestamp with time zone,
	"outcome" text,
	"destination_hospital" text,
	"notes" text,
	"spo2_scale2" boolean DEFAULT false NOT NULL,
	"pregnant" boolean DEFAULT false NOT NULL,
	"latest_news2_total" smallint,
	"latest_news2_risk" text,
	"latest_vitals_at" timestamp with time zone,
	"photo_updated_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid,
	"treated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patients_pain_range" CHECK ("patients"."pain" between 0 and 10),
	CONSTRAINT "patients_gcs_range" CHECK ("patients"."gcs_eye" between 1 and 4 and "patients"."gcs_verbal" between 1 and 5 and "patients"."gcs_motor" between 1 and 6),
	CONSTRAINT "patients_discharge_after_arrival" CHECK ("patients"."discharged_at" is null or "patients"."discharged_at" >= "patients"."arrived_at")
);
--> statement-breakpoint
CREATE TABLE "vital_signs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"measured_at" timestamp with time zone DEFAULT now() NOT NULL,
	"systolic" smallint,
	"diastolic" smallint,
	"heart_rate" smallint,
	"respiratory_rate" smallint,
	"temperature" numeric(3, 1),
	"spo2" smallint,
	"on_oxygen" boolean,
	"consciousness" text,
	"pain" smallint,
	"glucose" numeric(3, 1),
	"news2_total" smallint,
	"news2_risk" text,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_settings" ADD COLUMN "patient_retention_months" integer;--> statement-breakpoint
ALTER TABLE "patient_history" ADD CONSTRAINT "patient_history_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_history" ADD CONSTRAINT "patient_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_photos" ADD CONSTRAINT "patient_photos_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_photos" ADD CONSTRAINT "patient_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_treated_by_users_id_fk" FOREIGN KEY ("treated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vital_signs" ADD CONSTRAINT "vital_signs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vital_signs" ADD CONSTRAINT "vital_signs_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vital_signs" ADD CONSTRAINT "vital_signs_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_history_patient_idx" ON "patient_history" USING btree ("patient_id","at");--> statement-breakpoint
CREATE INDEX "patients_event_arrived_idx" ON "patients" USING btree ("event_id","arrived_at");--> statement-breakpoint
CREATE INDEX "patients_event_status_idx" ON "patients" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "patients_org_idx" ON "patients" USING btree ("organization_id","arrived_at");--> statement-breakpoint
CREATE INDEX "patients_quick_idx" ON "patients" USING btree ("arrived_at") WHERE "patients"."source" = 'quick';--> statement-breakpoint
CREATE INDEX "vital_signs_patient_idx" ON "vital_signs" USING btree ("patient_id","measured_at");