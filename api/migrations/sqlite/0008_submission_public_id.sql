-- A reference for every submission that never repeats: a random UUID, set by the API when it
-- stores the row (src/features/enquiries/routes.ts). The numeric id is reused after a restore
-- from backup (the next id follows the restored rows), so mail headers, .eml names and the staff
-- export name submissions by this instead. SQLite flavour; keep in step with
-- ../postgres/0008_submission_public_id.sql.
-- SQLite cannot add a NOT NULL column without a constant default; the API always sets it (the
-- schema type requires it on insert) and the unique index keeps it unique.
ALTER TABLE enquiries ADD COLUMN public_id TEXT;
ALTER TABLE loan_leads ADD COLUMN public_id TEXT;

-- Rows stored before this migration: a random version 4 UUID each (8-4-4-4-12 hex digits,
-- version nibble 4, variant nibble 8, 9, a or b). randomblob() is evaluated per row.
UPDATE enquiries SET public_id = lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4'
  || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (random() & 3), 1)
  || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))
  WHERE public_id IS NULL;
UPDATE loan_leads SET public_id = lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4'
  || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (random() & 3), 1)
  || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))
  WHERE public_id IS NULL;

CREATE UNIQUE INDEX enquiries_public_id ON enquiries (public_id);
CREATE UNIQUE INDEX loan_leads_public_id ON loan_leads (public_id);
