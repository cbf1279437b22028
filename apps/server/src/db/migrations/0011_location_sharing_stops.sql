-- Location sharing stops when a person leaves an organisation (issue 13): however the membership
-- row goes (removed by an admin, the account deleted, a platform tool), their positions in that
-- organisation go with it, in the same transaction. A trigger, so no code path can forget it.
CREATE FUNCTION delete_positions_of_former_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM location_shares WHERE organization_id = OLD.organization_id AND user_id = OLD.user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER user_organizations_stop_sharing AFTER DELETE ON user_organizations
  FOR EACH ROW EXECUTE FUNCTION delete_positions_of_former_member();--> statement-breakpoint
-- Positions that vanish while a map still shows them (someone stopped sharing, or left) are
-- announced like inserts are (0010's record_realtime_notice, kind 'location', op 'delete'), so
-- every open map drops the marker now rather than at its next poll. One notice per person and
-- statement, not per row: stopping deletes up to a day of history at once. The hourly sweep only
-- deletes positions no map shows any more (older than 15 minutes), and so announces nothing.
CREATE FUNCTION record_location_stop() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone_person record;
  notice_id bigint;
BEGIN
  FOR gone_person IN
    SELECT DISTINCT organization_id, user_id FROM gone_positions
    WHERE recorded_at > now() - interval '15 minutes'
  LOOP
    INSERT INTO realtime_notices (organization_id, event_id, kind, subject_id, user_id, op)
    VALUES (gone_person.organization_id, NULL, 'location', gone_person.user_id::text, gone_person.user_id, 'delete')
    RETURNING id INTO notice_id;
    PERFORM pg_notify('hulppost_realtime', notice_id::text || ':' || gone_person.organization_id::text);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER location_shares_stopped AFTER DELETE ON location_shares
  REFERENCING OLD TABLE AS gone_positions
  FOR EACH STATEMENT EXECUTE FUNCTION record_location_stop();
