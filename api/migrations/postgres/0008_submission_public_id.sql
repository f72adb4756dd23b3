-- A reference for every submission that never repeats: a random UUID, set by the API when it
-- stores the row (src/features/enquiries/routes.ts). The numeric id is reused after a restore
-- from backup (the identity continues from the restored rows), so mail headers, .eml names and
-- the staff export name submissions by this instead. PostgreSQL flavour; keep in step with
-- ../sqlite/0008_submission_public_id.sql. Text, as in SQLite, so both answer the same bytes.
ALTER TABLE enquiries ADD COLUMN public_id TEXT;
ALTER TABLE loan_leads ADD COLUMN public_id TEXT;

-- Rows stored before this migration (gen_random_uuid: version 4, built in since PostgreSQL 13).
UPDATE enquiries SET public_id = gen_random_uuid()::text WHERE public_id IS NULL;
UPDATE loan_leads SET public_id = gen_random_uuid()::text WHERE public_id IS NULL;

ALTER TABLE enquiries ALTER COLUMN public_id SET NOT NULL;
ALTER TABLE loan_leads ALTER COLUMN public_id SET NOT NULL;
CREATE UNIQUE INDEX enquiries_public_id ON enquiries (public_id);
CREATE UNIQUE INDEX loan_leads_public_id ON loan_leads (public_id);
