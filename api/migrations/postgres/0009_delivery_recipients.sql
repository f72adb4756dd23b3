-- One outbox row per (submission, recipient) (src/features/delivery/outbox.ts): each of the firm's
-- addresses gets its own outcome, so a refused address is retried or given up on its own and the
-- others are not sent twice. PostgreSQL flavour; keep in step with ../sqlite/0009_delivery_recipients.sql.
--
-- recipient: one DELIVERY_TO entry. NULL: a submission queued for every configured address, split
-- into one row per address when a worker first claims it (what the API writes, and every row
-- written before this migration; a delivered or dead NULL row stands for all addresses).
ALTER TABLE delivery_outbox ADD COLUMN recipient TEXT;
ALTER TABLE delivery_outbox DROP CONSTRAINT delivery_outbox_kind_submission_id_key;
ALTER TABLE delivery_outbox ADD CONSTRAINT delivery_outbox_kind_submission_id_recipient_key
  UNIQUE (kind, submission_id, recipient);
