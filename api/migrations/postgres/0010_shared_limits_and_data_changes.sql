-- State every API process shares (src/features/coordination). PostgreSQL flavour; keep in step
-- with ../sqlite/0010_shared_limits_and_data_changes.sql.

-- Rate-limit windows: one row per limit and client, counted by whichever process the request
-- reaches, so a limit of 30 a minute holds across any number of API and site processes. Times are
-- the database's clock in milliseconds (one clock for every host).
CREATE TABLE rate_limit_windows (
  key TEXT COLLATE "C" PRIMARY KEY,
  hits INTEGER NOT NULL,
  resets_at BIGINT NOT NULL
);
CREATE INDEX rate_limit_windows_resets_at ON rate_limit_windows (resets_at);

-- The public data's version: bumped by any change to what the public pages show (also a change
-- made by hand in psql), and announced on the channel site_data_changed, so every API process
-- empties its read caches and every site server its kept pages within moments.
CREATE TABLE data_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version BIGINT NOT NULL
);
INSERT INTO data_version (id, version) VALUES (1, 1);

CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  v BIGINT;
BEGIN
  UPDATE data_version SET version = version + 1 WHERE id = 1 RETURNING version INTO v;
  PERFORM pg_notify('site_data_changed', v::text);
  RETURN NULL;
END
$fn$;

CREATE TRIGGER listings_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
CREATE TRIGGER blogs_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blogs
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
CREATE TRIGGER cities_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cities
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
CREATE TRIGGER locations_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON locations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
CREATE TRIGGER curated_listings_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON curated_listings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
