-- Reference data, listings, curated lists and blogs (SQLite flavour; keep in step with
-- ../postgres/0001_init.sql: same tables, columns and index names).
-- Dates are ISO-8601 UTC text ('2025-03-14T10:00:00.000Z') in both dialects, so answers are
-- byte-identical whichever database serves them and text order is time order.

CREATE TABLE cities (
  id INTEGER PRIMARY KEY,
  city TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE locations (
  id INTEGER PRIMARY KEY,
  city_id INTEGER NOT NULL REFERENCES cities (id),
  location_name TEXT NOT NULL,
  slug TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (city_id, slug)
);

CREATE TABLE listings (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('residential', 'commercial')),
  city_id INTEGER NOT NULL REFERENCES cities (id),
  location_id INTEGER NOT NULL REFERENCES locations (id),
  property_name TEXT NOT NULL,
  builder_name TEXT NOT NULL,
  title TEXT NOT NULL,
  slug TEXT NOT NULL,
  description TEXT NOT NULL,
  address TEXT NOT NULL,
  price REAL NOT NULL CHECK (price >= 0),
  area INTEGER NOT NULL,
  room INTEGER NOT NULL,
  bathroom INTEGER NOT NULL,
  washroom INTEGER NOT NULL,
  lift INTEGER NOT NULL,
  units INTEGER NOT NULL,
  furnishing TEXT NOT NULL CHECK (furnishing IN ('Full', 'Semi', 'None')),
  property_status TEXT NOT NULL CHECK (property_status IN ('New Launch', 'Resale', 'Upcomming')),
  property_type TEXT NOT NULL,
  ownership TEXT NOT NULL,
  images TEXT NOT NULL,
  features TEXT NOT NULL,
  -- lower-case "name | builder" with hyphens as spaces: what the `q` filter matches against.
  search_text TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- One index per (scope, order) the list endpoints use, so a page is an index range scan and the
-- count a covering-index scan whatever the table size.
CREATE INDEX listings_city_kind_created ON listings (city_id, kind, created_at, id);
CREATE INDEX listings_city_kind_price ON listings (city_id, kind, price, id);
CREATE INDEX listings_location_kind_created ON listings (location_id, kind, created_at, id);
CREATE INDEX listings_location_kind_price ON listings (location_id, kind, price, id);
CREATE INDEX listings_kind_created ON listings (kind, created_at, id);

CREATE TABLE curated_listings (
  list TEXT NOT NULL,
  position INTEGER NOT NULL,
  listing_id INTEGER NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  PRIMARY KEY (list, position)
);

CREATE TABLE blogs (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  image TEXT NOT NULL,
  description TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE INDEX blogs_created ON blogs (created_at, id);

CREATE TABLE app_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
