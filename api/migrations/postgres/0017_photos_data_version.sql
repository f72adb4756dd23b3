-- Public listing answers carry the listings' uploaded photos: a change to a photo row is a change
-- of public data, so the caches keyed on the data version (API read cache, site server) empty.
CREATE TRIGGER photos_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON photos
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
