-- The staff leads inbox (src/features/leads): each lead's work status and assignee, and the staff's
-- notes on it. SQLite flavour; keep in step with ../postgres/0013_lead_work.sql.
-- Times are ISO-8601 UTC text, like every other table.

-- On the lead rows themselves, so a lead and its work state are deleted together (retention, a
-- request to be forgotten) and a restore brings them back together. Every existing lead is new.
-- SQLite adds a column with REFERENCES only with a NULL default, which the assignee has.
ALTER TABLE enquiries ADD COLUMN work_status TEXT NOT NULL DEFAULT 'new'
  CHECK (work_status IN ('new', 'contacted', 'closed'));
ALTER TABLE enquiries ADD COLUMN assignee_id INTEGER REFERENCES staff_accounts (id);
ALTER TABLE loan_leads ADD COLUMN work_status TEXT NOT NULL DEFAULT 'new'
  CHECK (work_status IN ('new', 'contacted', 'closed'));
ALTER TABLE loan_leads ADD COLUMN assignee_id INTEGER REFERENCES staff_accounts (id);
-- "My leads" (the assignee filter); the inbox's order uses the created_at indexes of 0005.
CREATE INDEX enquiries_assignee ON enquiries (assignee_id);
CREATE INDEX loan_leads_assignee ON loan_leads (assignee_id);

-- A note belongs to exactly one lead of either table. Notes may name the person, so they go with
-- the lead (ON DELETE CASCADE: the forget command, retention and a restore's re-deletion delete
-- only the lead rows). The author is an account, never deleted (accounts are only disabled).
CREATE TABLE lead_notes (
  id INTEGER PRIMARY KEY,
  enquiry_id INTEGER REFERENCES enquiries (id) ON DELETE CASCADE,
  loan_lead_id INTEGER REFERENCES loan_leads (id) ON DELETE CASCADE,
  account_id INTEGER NOT NULL REFERENCES staff_accounts (id),
  at TEXT NOT NULL,
  text TEXT NOT NULL,
  CHECK ((enquiry_id IS NULL) <> (loan_lead_id IS NULL))
);
CREATE INDEX lead_notes_enquiry ON lead_notes (enquiry_id);
CREATE INDEX lead_notes_loan_lead ON lead_notes (loan_lead_id);
