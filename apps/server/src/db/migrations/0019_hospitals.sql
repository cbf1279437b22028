CREATE TABLE "hospitals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"phone" text,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incident_hospitals" (
	"incident_id" uuid NOT NULL,
	"hospital_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"t1" integer,
	"t2" integer,
	"t3" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incident_hospitals_incident_id_hospital_id_pk" PRIMARY KEY("incident_id","hospital_id")
);
--> statement-breakpoint
ALTER TABLE "casualties" ADD COLUMN "hospital_id" uuid;--> statement-breakpoint
ALTER TABLE "casualties" ADD COLUMN "ambulance_id" uuid;--> statement-breakpoint
ALTER TABLE "hospitals" ADD CONSTRAINT "hospitals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_hospitals" ADD CONSTRAINT "incident_hospitals_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_hospitals" ADD CONSTRAINT "incident_hospitals_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_hospitals" ADD CONSTRAINT "incident_hospitals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hospitals_org_name_idx" ON "hospitals" USING btree ("organization_id","name");--> statement-breakpoint
ALTER TABLE "casualties" ADD CONSTRAINT "casualties_hospital_id_hospitals_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospitals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casualties" ADD CONSTRAINT "casualties_ambulance_id_infrastructure_assets_id_fk" FOREIGN KEY ("ambulance_id") REFERENCES "public"."infrastructure_assets"("id") ON DELETE set null ON UPDATE no action;