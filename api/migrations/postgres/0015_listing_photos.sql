-- Listing photos uploaded by staff (src/features/photos, docs/staff-photos.md). PostgreSQL flavour;
-- keep in step with ../sqlite/0015_listing_photos.sql. The files are in <data folder>/photos/<id>/.
-- No data-version trigger yet: no public answer lists photos (their URLs never change anyway).

-- id is the public, random id in the photo's URLs (16 base64url characters). listing_id is null
-- until the photo is attached (and again if its listing is deleted). variants is JSON text:
-- [{"width":320,"height":240}, …], narrowest first; every width exists as .avif, .webp and .jpg.
CREATE TABLE photos (
  id TEXT COLLATE "C" PRIMARY KEY,
  listing_id INTEGER REFERENCES listings (id) ON DELETE SET NULL,
  position INTEGER NOT NULL DEFAULT 0 CHECK (position >= 0),
  alt TEXT NOT NULL DEFAULT '',
  width INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0),
  variants TEXT NOT NULL,
  created_by INTEGER REFERENCES staff_accounts (id),
  created_at TEXT COLLATE "C" NOT NULL
);
CREATE INDEX photos_listing ON photos (listing_id, position);
