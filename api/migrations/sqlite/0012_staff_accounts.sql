-- Staff sign-in (src/features/staff): accounts, server-side sessions, failed sign-ins for the
-- lockout, and the audit log. SQLite flavour; keep in step with ../postgres/0012_staff_accounts.sql.
-- Times are ISO-8601 UTC text, like every other table.

-- Accounts are made by `npm run staff -w api -- add`; there is no default account. The e-mail is
-- stored lowercased (one account per address whatever its case); never deleted, only disabled, so
-- the audit log always names who did what.
CREATE TABLE staff_accounts (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE CHECK (email = lower(email)),
  role TEXT NOT NULL CHECK (role IN ('admin', 'editor', 'agent')),
  password_hash TEXT NOT NULL,
  disabled INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
  created_at TEXT NOT NULL
);

-- id is the SHA-256 of the cookie's random token: a copy of this table signs no one in.
CREATE TABLE staff_sessions (
  id TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  csrf_token TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL
);
CREATE INDEX staff_sessions_account ON staff_sessions (account_id);

-- One row per failed sign-in, per key: 'email:<sha-256 of the address>' (also for addresses that
-- have no account, so the answer says nothing about which exist) and 'ip:<client address>'.
CREATE TABLE staff_sign_in_failures (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX staff_sign_in_failures_key ON staff_sign_in_failures (key, at);
CREATE INDEX staff_sign_in_failures_at ON staff_sign_in_failures (at);

-- Every change made by staff or by the command: who (account_id; NULL for the command line, via
-- says which), what (action, subject) and the subject before and after, as JSON text.
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  account_id INTEGER REFERENCES staff_accounts (id),
  via TEXT NOT NULL CHECK (via IN ('api', 'command')),
  action TEXT NOT NULL,
  subject TEXT NOT NULL,
  before TEXT,
  after TEXT
);
CREATE INDEX audit_log_at ON audit_log (at);
