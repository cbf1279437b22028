-- The organisation's data_version is raised by the services' write helper (db/org-write.ts), once,
-- as the last statement of each transaction that changes what cached answers are computed from
-- (decision 040), no longer row by row by these triggers from the first change to the commit.
DROP TRIGGER IF EXISTS events_bump_version ON events;--> statement-breakpoint
DROP TRIGGER IF EXISTS event_assignments_bump_version ON event_assignments;--> statement-breakpoint
DROP TRIGGER IF EXISTS event_interests_bump_version ON event_interests;--> statement-breakpoint
DROP TRIGGER IF EXISTS user_organizations_bump_version ON user_organizations;--> statement-breakpoint
DROP TRIGGER IF EXISTS infrastructure_assets_bump_version ON infrastructure_assets;--> statement-breakpoint
DROP TRIGGER IF EXISTS asset_unavailability_bump_version ON asset_unavailability;--> statement-breakpoint
DROP TRIGGER IF EXISTS event_assets_bump_version ON event_assets;--> statement-breakpoint
DROP FUNCTION IF EXISTS bump_organization_data_version();
