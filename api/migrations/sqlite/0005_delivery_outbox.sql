-- The delivery outbox (src/features/delivery): every stored enquiry and lead is queued for e-mail
-- delivery in the transaction that stores it. SQLite flavour; keep in step with
-- ../postgres/0005_delivery_outbox.sql.

-- The site page a submission was sent from (its Referer, on the site's own origin), '' if unknown.
ALTER TABLE enquiries ADD COLUMN page TEXT NOT NULL DEFAULT '';
ALTER TABLE loan_leads ADD COLUMN page TEXT NOT NULL DEFAULT '';

-- Retention and the staff export read submissions by age.
CREATE INDEX enquiries_created_at ON enquiries (created_at);
CREATE INDEX loan_leads_created_at ON loan_leads (created_at);

-- One row per submission. state: pending (waiting for its next attempt), sending (leased by a
-- worker until lease_until), delivered, dead (gave up after the attempt cap).
CREATE TABLE delivery_outbox (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('enquiry', 'loan-lead')),
  submission_id INTEGER NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sending', 'delivered', 'dead')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  lease_token TEXT,
  lease_until TEXT,
  last_error TEXT,
  created_at TEXT NOT NULL,
  delivered_at TEXT,
  UNIQUE (kind, submission_id)
);
CREATE INDEX delivery_outbox_due ON delivery_outbox (state, next_attempt_at);

-- Submissions stored before the outbox existed were never read by anyone: queue them too.
INSERT INTO delivery_outbox (kind, submission_id, next_attempt_at, created_at)
  SELECT 'enquiry', id, created_at, created_at FROM enquiries;
INSERT INTO delivery_outbox (kind, submission_id, next_attempt_at, created_at)
  SELECT 'loan-lead', id, created_at, created_at FROM loan_leads;
