-- Staff post publishing (src/features/posts, docs/staff-posts.md). PostgreSQL flavour; keep in
-- step with ../sqlite/0016_post_publishing.sql.

-- A post's state: draft (never public), scheduled (public from publish_at on: the public queries
-- compare publish_at with the clock, no job needed), published (public; publish_at is when it
-- was published, the date the public answers show) and unpublished (taken down: its page
-- answers 410). Posts already here were public: published at their created_at.
-- author_id is null for posts made before staff accounts (the seed's).
ALTER TABLE blogs ADD COLUMN state TEXT NOT NULL DEFAULT 'published'
  CHECK (state IN ('draft', 'scheduled', 'published', 'unpublished'));
ALTER TABLE blogs ADD COLUMN publish_at TEXT COLLATE "C";
ALTER TABLE blogs ADD COLUMN updated_at TEXT COLLATE "C" NOT NULL DEFAULT '';
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
  retired_at TEXT COLLATE "C" NOT NULL
);
CREATE INDEX blog_slugs_blog ON blog_slugs (blog_id);

-- What the public post route answers for an old slug depends on this table too.
CREATE TRIGGER blog_slugs_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_slugs
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
