-- The free plan has no SMS (spec §9). Organisations on it were made with the SMS switches on;
-- they are stored off now, so the switches read as they work. (The server refuses turning them on
-- for a free organisation, and reads them as off whatever is stored.)
UPDATE "organization_settings" s SET "sms_center_enabled" = false, "sms_on_assignment" = false
  FROM "organizations" o WHERE o."id" = s."organization_id" AND o."plan" = 'free';
