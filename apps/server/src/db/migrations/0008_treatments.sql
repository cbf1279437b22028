CREATE TABLE "treatment_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"built_in" text,
	"name" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "treatment_categories_built_in_or_name" CHECK (("treatment_categories"."built_in" is null) <> ("treatment_categories"."name" is null))
);
--> statement-breakpoint
CREATE TABLE "treatment_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"template_text" text,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"medications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"equipment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_settings" ADD COLUMN "report_language" text DEFAULT 'nl' NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "treatment_template_id" uuid;--> statement-breakpoint
ALTER TABLE "treatment_categories" ADD CONSTRAINT "treatment_categories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_templates" ADD CONSTRAINT "treatment_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_templates" ADD CONSTRAINT "treatment_templates_category_id_treatment_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."treatment_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_templates" ADD CONSTRAINT "treatment_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_templates" ADD CONSTRAINT "treatment_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "treatment_categories_built_in_idx" ON "treatment_categories" USING btree ("organization_id","built_in");--> statement-breakpoint
CREATE UNIQUE INDEX "treatment_categories_name_idx" ON "treatment_categories" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "treatment_templates_org_category_idx" ON "treatment_templates" USING btree ("organization_id","category_id");--> statement-breakpoint
CREATE INDEX "treatment_templates_org_name_idx" ON "treatment_templates" USING btree ("organization_id","name");--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_treatment_template_id_treatment_templates_id_fk" FOREIGN KEY ("treatment_template_id") REFERENCES "public"."treatment_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patients_treatment_template_idx" ON "patients" USING btree ("treatment_template_id") WHERE "patients"."treatment_template_id" is not null;--> statement-breakpoint
-- Every organisation has the seven built-in categories of spec §3, however it was created.
CREATE FUNCTION add_built_in_treatment_categories() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO treatment_categories (organization_id, built_in)
  SELECT NEW.id, key FROM unnest(ARRAY['emergency','cardiac','respiratory','trauma','pediatric','obstetric','other']) AS key
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER organizations_built_in_treatment_categories AFTER INSERT ON organizations
  FOR EACH ROW EXECUTE FUNCTION add_built_in_treatment_categories();--> statement-breakpoint
INSERT INTO treatment_categories (organization_id, built_in)
SELECT o.id, key FROM organizations o,
  unnest(ARRAY['emergency','cardiac','respiratory','trauma','pediatric','obstetric','other']) AS key
ON CONFLICT DO NOTHING;
