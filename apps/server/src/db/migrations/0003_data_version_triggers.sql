-- Every change to what an organisation's lists and dashboard are computed from raises its
-- data_version; cached answers are keyed by it, so no process ever serves one that is out of date.
CREATE OR REPLACE FUNCTION bump_organization_data_version() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE organizations SET data_version = data_version + 1 WHERE id = OLD.organization_id;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.organization_id IS DISTINCT FROM OLD.organization_id) THEN
    UPDATE organizations SET data_version = data_version + 1 WHERE id = NEW.organization_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER events_bump_version AFTER INSERT OR UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION bump_organization_data_version();
--> statement-breakpoint
CREATE TRIGGER event_assignments_bump_version AFTER INSERT OR UPDATE OR DELETE ON event_assignments
  FOR EACH ROW EXECUTE FUNCTION bump_organization_data_version();
--> statement-breakpoint
CREATE TRIGGER event_interests_bump_version AFTER INSERT OR UPDATE OR DELETE ON event_interests
  FOR EACH ROW EXECUTE FUNCTION bump_organization_data_version();
--> statement-breakpoint
CREATE TRIGGER user_organizations_bump_version AFTER INSERT OR UPDATE OR DELETE ON user_organizations
  FOR EACH ROW EXECUTE FUNCTION bump_organization_data_version();
