CREATE TABLE "asset_photos" (
	"asset_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"content" "bytea" NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_unavailability" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason" text NOT NULL,
	"detail" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asset_unavailability_period" CHECK ("asset_unavailability"."ends_on" >= "asset_unavailability"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "event_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"assigned_by" uuid,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"placed_by" uuid,
	"placed_at" timestamp with time zone,
	CONSTRAINT "event_assets_placement" CHECK (("event_assets"."latitude" is null) = ("event_assets"."longitude" is null) and ("event_assets"."latitude" is null or ("event_assets"."latitude" between -90 and 90 and "event_assets"."longitude" between -180 and 180)))
);
--> statement-breakpoint
CREATE TABLE "infrastructure_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'other' NOT NULL,
	"description" text,
	"status" text DEFAULT 'available' NOT NULL,
	"home_location" text,
	"capacity" integer,
	"licence_plate" text,
	"vin" text,
	"serial_number" text,
	"manufacturer" text,
	"model" text,
	"year" smallint,
	"last_maintenance_on" date,
	"next_maintenance_on" date,
	"active" boolean DEFAULT true NOT NULL,
	"photo_updated_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "infrastructure_assets_capacity" CHECK ("infrastructure_assets"."capacity" is null or "infrastructure_assets"."capacity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "site_latitude" double precision;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "site_longitude" double precision;--> statement-breakpoint
ALTER TABLE "organization_settings" ADD COLUMN "map_tile_url" text;--> statement-breakpoint
ALTER TABLE "organization_settings" ADD COLUMN "map_attribution" text;--> statement-breakpoint
ALTER TABLE "asset_photos" ADD CONSTRAINT "asset_photos_asset_id_infrastructure_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."infrastructure_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_photos" ADD CONSTRAINT "asset_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_unavailability" ADD CONSTRAINT "asset_unavailability_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_unavailability" ADD CONSTRAINT "asset_unavailability_asset_id_infrastructure_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."infrastructure_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_unavailability" ADD CONSTRAINT "asset_unavailability_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_assets" ADD CONSTRAINT "event_assets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_assets" ADD CONSTRAINT "event_assets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_assets" ADD CONSTRAINT "event_assets_asset_id_infrastructure_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."infrastructure_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_assets" ADD CONSTRAINT "event_assets_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_assets" ADD CONSTRAINT "event_assets_placed_by_users_id_fk" FOREIGN KEY ("placed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infrastructure_assets" ADD CONSTRAINT "infrastructure_assets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infrastructure_assets" ADD CONSTRAINT "infrastructure_assets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infrastructure_assets" ADD CONSTRAINT "infrastructure_assets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_unavailability_asset_idx" ON "asset_unavailability" USING btree ("asset_id","starts_on");--> statement-breakpoint
CREATE INDEX "asset_unavailability_org_idx" ON "asset_unavailability" USING btree ("organization_id","starts_on");--> statement-breakpoint
CREATE UNIQUE INDEX "event_assets_event_asset_idx" ON "event_assets" USING btree ("event_id","asset_id");--> statement-breakpoint
CREATE INDEX "event_assets_asset_idx" ON "event_assets" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "event_assets_org_event_idx" ON "event_assets" USING btree ("organization_id","event_id");--> statement-breakpoint
CREATE INDEX "infrastructure_assets_org_type_idx" ON "infrastructure_assets" USING btree ("organization_id","type");--> statement-breakpoint
CREATE INDEX "infrastructure_assets_org_name_idx" ON "infrastructure_assets" USING btree ("organization_id","name");--> statement-breakpoint
CREATE INDEX "infrastructure_assets_maintenance_idx" ON "infrastructure_assets" USING btree ("organization_id","next_maintenance_on") WHERE "infrastructure_assets"."active" and "infrastructure_assets"."next_maintenance_on" is not null;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_site_point" CHECK (("events"."site_latitude" is null) = ("events"."site_longitude" is null) and ("events"."site_latitude" is null or ("events"."site_latitude" between -90 and 90 and "events"."site_longitude" between -180 and 180)));--> statement-breakpoint
-- The admin dashboard's shortages and maintenance widgets are cached under the organisation's data
-- version (decision 015): assets, their periods and their events raise it like events do.
CREATE TRIGGER infrastructure_assets_bump_version AFTER INSERT OR UPDATE OR DELETE ON infrastructure_assets
  FOR EACH ROW EXECUTE FUNCTION bump_organization_data_version();--> statement-breakpoint
CREATE TRIGGER asset_unavailability_bump_version AFTER INSERT OR UPDATE OR DELETE ON asset_unavailability
  FOR EACH ROW EXECUTE FUNCTION bump_organization_data_version();--> statement-breakpoint
CREATE TRIGGER event_assets_bump_version AFTER INSERT OR UPDATE OR DELETE ON event_assets
  FOR EACH ROW EXECUTE FUNCTION bump_organization_data_version();
