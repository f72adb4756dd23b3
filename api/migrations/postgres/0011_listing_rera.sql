-- A listing's RERA registration number (UP-RERA for the Noida and Ghaziabad projects), shown on
-- its detail page and in its structured data. NULL: not registered yet or not known; nothing is
-- shown then. rera_sample = 1 marks a number the seed made up for the sample data (the page says
-- so); a firm's own numbers are 0. PostgreSQL flavour; keep in step with
-- ../sqlite/0011_listing_rera.sql. A database seeded before this migration gets the seed's
-- sample numbers from the seed's upgrade step (src/db/seed/rera.ts), not from SQL.
ALTER TABLE listings ADD COLUMN rera_number TEXT;
ALTER TABLE listings ADD COLUMN rera_sample INTEGER NOT NULL DEFAULT 0;
