-- A change notice's NOTIFY names its event too (decision 058): '<id>:<organisation>:<event>', the
-- event empty when the change belongs to none. A process's cached patient list of one post waits
-- only for the notices of its own post and those of no post before it is served, not for the
-- measurements at every other post of the organisation (features/patients/list-versions.ts).
-- A measurement's row has no event: the payload names its patient's, as the hub's read of the
-- notice does (platform/realtime/notice-rows.ts); the row itself stays as 0010 writes it. The
-- same function as 0010's otherwise; a process still reading '<id>:<organisation>' ignores the
-- rest of the payload.
CREATE OR REPLACE FUNCTION record_realtime_notice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
  org uuid := (r->>'organization_id')::uuid;
  event uuid := (coalesce(r->>'event_id', CASE WHEN TG_ARGV[0] = 'event' THEN r->>'id' END))::uuid;
  announced_event uuid;
  notice_id bigint;
BEGIN
  IF org IS NULL THEN
    RETURN NULL;
  END IF;
  announced_event := event;
  IF announced_event IS NULL AND TG_ARGV[0] = 'vitals' THEN
    SELECT p.event_id INTO announced_event FROM patients p WHERE p.id = (r->>'patient_id')::uuid;
  END IF;
  INSERT INTO realtime_notices (organization_id, event_id, kind, subject_id, user_id, op)
  VALUES (
    org,
    event,
    TG_ARGV[0],
    coalesce(r->>'patient_id', r->>'id', r->>'user_id'),
    (r->>'user_id')::uuid,
    lower(TG_OP)
  )
  RETURNING id INTO notice_id;
  PERFORM pg_notify('hulppost_realtime', notice_id::text || ':' || org::text || ':' || coalesce(announced_event::text, ''));
  RETURN NULL;
END $$;
