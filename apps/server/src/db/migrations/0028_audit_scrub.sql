-- The audit log stays append-only, with one exception (decision 054): erasing a person may blank
-- the lines' actor address and network address and rewrite details that named them, inside a
-- transaction that says so (set_config('hulppost.audit_scrub', 'on', true)). Every other column
-- must stay as it was, and no line may be deleted or truncated.
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF coalesce(current_setting('hulppost.audit_scrub', true), '') = 'on'
      AND (to_jsonb(NEW) - 'actor_email' - 'ip_address' - 'details')
        = (to_jsonb(OLD) - 'actor_email' - 'ip_address' - 'details')
      AND (NEW.actor_email IS NULL OR NEW.actor_email IS NOT DISTINCT FROM OLD.actor_email)
      AND (NEW.ip_address IS NULL OR NEW.ip_address IS NOT DISTINCT FROM OLD.ip_address) THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$ LANGUAGE plpgsql;
