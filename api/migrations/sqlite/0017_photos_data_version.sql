-- Public listing answers carry the listings' uploaded photos: a change to a photo row is a change
-- of public data, so the caches keyed on the data version (API read cache, site server) empty.
CREATE TRIGGER photos_insert_data_version AFTER INSERT ON photos BEGIN UPDATE data_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER photos_update_data_version AFTER UPDATE ON photos BEGIN UPDATE data_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER photos_delete_data_version AFTER DELETE ON photos BEGIN UPDATE data_version SET version = version + 1 WHERE id = 1; END;
