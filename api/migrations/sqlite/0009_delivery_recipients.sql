-- One outbox row per (submission, recipient) (src/features/delivery/outbox.ts): each of the firm's
-- addresses gets its own outcome, so a refused address is retried or given up on its own and the
-- others are not sent twice. SQLite flavour; keep in step with ../postgres/0009_delivery_recipients.sql.
--
-- recipient: one DELIVERY_TO entry. NULL: a submission queued for every configured address, split
-- into one row per address when a worker first claims it (what the API writes, and every row
-- written before this migration; a delivered or dead NULL row stands for all addresses).
--
-- SQLite cannot drop the old UNIQUE (kind, submission_id): the table is rebuilt with the same rows.
CREATE TABLE delivery_outbox_new (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('enquiry', 'loan-lead')),
  submission_id INTEGER NOT NULL,
  recipient TEXT,
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sending', 'delivered', 'dead')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  lease_token TEXT,
  lease_until TEXT,
  last_error TEXT,
  created_at TEXT NOT NULL,
  delivered_at TEXT,
  UNIQUE (kind, submission_id, recipient)
);
INSERT INTO delivery_outbox_new
  (id, kind, submission_id, state, attempts, next_attempt_at, lease_token, lease_until, last_error, created_at, delivered_at)
  SELECT id, kind, submission_id, state, attempts, next_attempt_at, lease_token, lease_until, last_error, created_at, delivered_at
  FROM delivery_outbox;
DROP TABLE delivery_outbox;
ALTER TABLE delivery_outbox_new RENAME TO delivery_outbox;
CREATE INDEX delivery_outbox_due ON delivery_outbox (state, next_attempt_at);
