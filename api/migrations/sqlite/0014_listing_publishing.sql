-- The staff listing desk (src/features/listings-admin, docs/staff-listings.md): whether the public
-- sees a listing, when it was first published and when it was deleted, and the slugs a listing
-- had before its title changed. SQLite flavour; keep in step with ../postgres/0014_listing_publishing.sql.

-- draft: never shown yet (its public page is 404); published: on every public answer;
-- unpublished: taken off the site (its public page is 410). Every listing before this migration
-- (the seed's) is published.
ALTER TABLE listings ADD COLUMN state TEXT NOT NULL DEFAULT 'published' CHECK (state IN ('draft', 'published', 'unpublished'));
-- When it first went public (null: never). ISO-8601 UTC text like created_at.
ALTER TABLE listings ADD COLUMN published_at TEXT;
-- Deleted from the desk: kept (unpublished, or still a draft) so its public page answers 410 and
-- its id is never reused; gone from every staff answer.
ALTER TABLE listings ADD COLUMN deleted_at TEXT;
UPDATE listings SET published_at = created_at;

-- The public list indexes now hold published listings only: every public query says
-- state = 'published' (as a literal, so the planner can use them), so a page stays an index range
-- scan and a count a covering-index scan however many drafts there are.
DROP INDEX listings_city_kind_created;
DROP INDEX listings_city_kind_price;
DROP INDEX listings_location_kind_created;
DROP INDEX listings_location_kind_price;
DROP INDEX listings_kind_created;
CREATE INDEX listings_city_kind_created ON listings (city_id, kind, created_at, id) WHERE state = 'published';
CREATE INDEX listings_city_kind_price ON listings (city_id, kind, price, id) WHERE state = 'published';
CREATE INDEX listings_location_kind_created ON listings (location_id, kind, created_at, id) WHERE state = 'published';
CREATE INDEX listings_location_kind_price ON listings (location_id, kind, price, id) WHERE state = 'published';
CREATE INDEX listings_kind_created ON listings (kind, created_at, id) WHERE state = 'published';
-- The desk's list: newest change first, drafts and unpublished included.
CREATE INDEX listings_updated ON listings (updated_at, id);
-- Slug uniqueness checks for new and renamed listings.
CREATE INDEX listings_slug ON listings (slug);

-- A listing's former slugs (its title changed): its old addresses keep leading to it. A slug
-- becomes current again (and leaves this table) if the title changes back.
CREATE TABLE listing_old_slugs (
  slug TEXT NOT NULL,
  listing_id INTEGER NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  retired_at TEXT NOT NULL,
  PRIMARY KEY (slug, listing_id)
);
CREATE INDEX listing_old_slugs_listing ON listing_old_slugs (listing_id);

-- The listings triggers of migration 0010 already bump the data version on every change of state,
-- slug or price (they fire on any UPDATE of listings); the old slugs get their own, in case a
-- public answer ever reads them.
CREATE TRIGGER listing_old_slugs_insert_data_version AFTER INSERT ON listing_old_slugs BEGIN UPDATE data_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER listing_old_slugs_update_data_version AFTER UPDATE ON listing_old_slugs BEGIN UPDATE data_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER listing_old_slugs_delete_data_version AFTER DELETE ON listing_old_slugs BEGIN UPDATE data_version SET version = version + 1 WHERE id = 1; END;
