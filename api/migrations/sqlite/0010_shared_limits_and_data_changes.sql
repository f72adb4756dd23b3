-- State every API process shares (src/features/coordination). SQLite flavour; keep in step with
-- ../postgres/0010_shared_limits_and_data_changes.sql. A SQLite database serves one API process,
-- whose rate limits are counted in its memory: no rate_limit_windows table here.

-- The public data's version: bumped by any change to what the public pages show (also a change
-- made by hand with the sqlite3 shell), so the API empties its read caches and every site server
-- its kept pages within moments. SQLite has no statement triggers: one bump per changed row.
CREATE TABLE data_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO data_version (id, version) VALUES (1, 1);

CREATE TRIGGER listings_insert_data_version AFTER INSERT ON listings BEGIN UPDATE data_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER listings_update_data_version AFTER UPDATE ON listings BEGIN UPDATE data_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER listings_delete_data_version AFTER DELETE ON listings BEGIN UPDATE data_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER blogs_insert_data_version AFTER INSERT ON blogs BEGIN UPDATE data_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER blogs_update_data_version AFTER UPDATE ON blogs BEGIN UPDATE data_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER blogs_delete_data_version AFTER DELETE ON blogs BEGIN UPDATE data_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER cities_insert_data_version AFTER INSERT ON cities BEGIN UPDATE data_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER cities_update_data_version AFTER UPDATE ON cities BEGIN UPDATE data_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER cities_delete_data_version AFTER DELETE ON cities BEGIN UPDATE data_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER locations_insert_data_version AFTER INSERT ON locations BEGIN UPDATE data_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER locations_update_data_version AFTER UPDATE ON locations BEGIN UPDATE data_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER locations_delete_data_version AFTER DELETE ON locations BEGIN UPDATE data_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER curated_listings_insert_data_version AFTER INSERT ON curated_listings BEGIN UPDATE data_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER curated_listings_update_data_version AFTER UPDATE ON curated_listings BEGIN UPDATE data_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER curated_listings_delete_data_version AFTER DELETE ON curated_listings BEGIN UPDATE data_version SET version = version + 1 WHERE id = 1; END;
