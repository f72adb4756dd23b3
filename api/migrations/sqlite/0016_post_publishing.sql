-- Staff post publishing (src/features/posts, docs/staff-posts.md). SQLite flavour; keep in step
-- with ../postgres/0016_post_publishing.sql.

-- A post's state: draft (never public), scheduled (public from publish_at on: the public queries
-- compare publish_at with the clock, no job needed), published (public; publish_at is when it
-- was published, the date the public answers show) and unpublished (taken down: its page
-- answers 410). Posts already here were public: published at their created_at.
-- author_id is null for posts made before staff accounts (the seed's).
ALTER TABLE blogs ADD COLUMN state TEXT NOT NULL DEFAULT 'published'
  CHECK (state IN ('draft', 'scheduled', 'published', 'unpublished'));
ALTER TABLE blogs ADD COLUMN publish_at TEXT;
ALTER TABLE blogs ADD COLUMN updated_at TEXT NOT NULL DEFAULT '';
ALTER TABLE blogs ADD COLUMN author_id INTEGER REFERENCES staff_accounts (id);
UPDATE blogs SET publish_at = created_at, updated_at = created_at;

-- The public lists: newest publication first, among the public states.
CREATE INDEX blogs_public ON blogs (publish_at, id);
-- The next scheduled publication (the API arms a timer for it, which empties the caches).
CREATE INDEX blogs_state_publish ON blogs (state, publish_at);

-- Slugs a post no longer has: blog_id is the post it moved to (the public route redirects), or
-- null once that post is deleted (the public route answers 410). A slug is in blogs or here,
-- never both: a slug taken again leaves this table.
CREATE TABLE blog_slugs (
  slug TEXT PRIMARY KEY,
  blog_id INTEGER REFERENCES blogs (id) ON DELETE SET NULL,
  retired_at TEXT NOT NULL
);
CREATE INDEX blog_slugs_blog ON blog_slugs (blog_id);

-- What the public post route answers for an old slug depends on this table too.
CREATE TRIGGER blog_slugs_insert_data_version AFTER INSERT ON blog_slugs BEGIN UPDATE data_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER blog_slugs_update_data_version AFTER UPDATE ON blog_slugs BEGIN UPDATE data_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER blog_slugs_delete_data_version AFTER DELETE ON blog_slugs BEGIN UPDATE data_version SET version = version + 1 WHERE id = 1; END;
