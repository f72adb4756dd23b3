-- Idempotency keys live 24 h (src/features/enquiries/idempotency.ts); the sweep that deletes the
-- expired ones looks them up by age. Same in both dialects.
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
