ALTER TABLE "event_assignments" ADD COLUMN "no_show" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "risk" jsonb;--> statement-breakpoint
ALTER TABLE "organization_settings" ADD COLUMN "staffing_rules" jsonb;