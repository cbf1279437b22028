-- When the edit that set each field of a record was made (on the device, for an offline edit): a
-- later edit of a field stands when an older one arrives after it (issue 16, field mode). Existing
-- records start without entries: each field counts as never edited since the record was made.
ALTER TABLE "patients" ADD COLUMN "field_edited_at" jsonb DEFAULT '{}'::jsonb NOT NULL;
