import type { Generated, Insertable, Selectable } from 'kysely';
import type { Furnishing, PropertyStatus } from 'contracts/api';

/**
 * Kysely's view of the tables created by migrations/{sqlite,postgres}/*.sql.
 * Keep in step with the SQL files: a column added there is added here.
 */
export type ListingKind = 'residential' | 'commercial';

export interface CitiesTable {
  id: Generated<number>;
  city: string;
  slug: string;
  position: number;
}

export interface LocationsTable {
  id: Generated<number>;
  city_id: number;
  location_name: string;
  slug: string;
  position: number;
  /** The locality's centre (WGS 84 degrees); null when not known. Added by migration 0007. */
  latitude: number | null;
  longitude: number | null;
}

export interface ListingsTable {
  id: Generated<number>;
  kind: ListingKind;
  city_id: number;
  location_id: number;
  property_name: string;
  builder_name: string;
  title: string;
  slug: string;
  description: string;
  address: string;
  price: number;
  area: number;
  room: number;
  bathroom: number;
  washroom: number;
  lift: number;
  units: number;
  furnishing: Furnishing;
  property_status: PropertyStatus;
  property_type: string;
  ownership: string;
  images: string;
  features: string;
  search_text: string;
  created_at: string;
  updated_at: string;
  /** Where the listing is (its locality's centre in the seed); null: no map. Added by migration 0007. */
  latitude: number | null;
  longitude: number | null;
  /** RERA registration number; null: none yet or not known. Added by migration 0011. */
  rera_number: string | null;
  /** 1: a made-up number of the sample data (pages say so); 0: the firm's own. Added by migration 0011. */
  rera_sample: Generated<number>;
  /** Whether the public sees it (features/listings-admin); the seed's are published. Added by migration 0014. */
  state: Generated<ListingPublication>;
  /** When it first went public; null: never. Added by migration 0014. */
  published_at: string | null;
  /** Deleted from the staff desk (kept so its page answers 410); null: not deleted. Added by migration 0014. */
  deleted_at: string | null;
}

/** Migration 0014: draft (never public), published, unpublished (taken off the site). */
export type ListingPublication = 'draft' | 'published' | 'unpublished';

/** Migration 0014: the slugs a listing had before its title changed. */
export interface ListingOldSlugsTable {
  slug: string;
  listing_id: number;
  retired_at: string;
}

export interface CuratedListingsTable {
  list: string;
  position: number;
  listing_id: number;
}

/** A post's state (migration 0016); docs/staff-posts.md. */
export type PostState = 'draft' | 'scheduled' | 'published' | 'unpublished';

export interface BlogsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  image: string;
  /** The HTML body, stored sanitised (features/posts/sanitize.ts). */
  description: string;
  created_at: string;
  /** Added by migration 0016, like the columns below. Posts already there were published. */
  state: Generated<PostState>;
  /** When the post is (scheduled) or was (published, unpublished) made public; null for a draft. */
  publish_at: string | null;
  updated_at: Generated<string>;
  /** The staff account that made it; null for the seed's posts. */
  author_id: number | null;
}

/** Slugs a post no longer has (migration 0016): blog_id, the post now; null, a deleted post. */
export interface BlogSlugsTable {
  slug: string;
  blog_id: number | null;
  retired_at: string;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface EnquiriesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  ip: string;
  user_agent: string;
  created_at: string;
  /** The site page it was sent from ('' when unknown); added by migration 0005. */
  page: Generated<string>;
  /** The listing a detail page's enquiry is about (both or neither); added by migration 0006. */
  property_kind: ListingKind | null;
  property_id: number | null;
  /**
   * Random UUID set when stored: the submission's reference in mail and the export. The numeric
   * id repeats after a restore from backup; this never does. Added by migration 0008.
   */
  public_id: string;
  /** The staff inbox's work on it (src/features/leads); added by migration 0013. */
  work_status: Generated<LeadStatus>;
  /** The staff account it is assigned to; null: nobody. Added by migration 0013. */
  assignee_id: number | null;
}

/** Migration 0013: where the staff are with a lead. */
export type LeadStatus = 'new' | 'contacted' | 'closed';

export interface LoanLeadsTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  ip: string;
  user_agent: string;
  created_at: string;
  page: Generated<string>;
  /** As EnquiriesTable.public_id; added by migration 0008. */
  public_id: string;
  /** As EnquiriesTable's; added by migration 0013. */
  work_status: Generated<LeadStatus>;
  assignee_id: number | null;
}

/** What a submission is: the contact form's enquiry or the home-loan lead. */
export type SubmissionKind = 'enquiry' | 'loan-lead';
export type DeliveryState = 'pending' | 'sending' | 'delivered' | 'dead';

export interface DeliveryOutboxTable {
  id: Generated<number>;
  kind: SubmissionKind;
  submission_id: number;
  /** One DELIVERY_TO entry; null: every configured address, split per address at the first claim. Added by migration 0009. */
  recipient: string | null;
  state: Generated<DeliveryState>;
  attempts: Generated<number>;
  next_attempt_at: string;
  lease_token: string | null;
  lease_until: string | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  request_hash: string;
  status_code: number;
  response: string;
  created_at: string;
}

/** Migration 0010: the public data's version, bumped by triggers on every change to it. */
export interface DataVersionTable {
  id: number;
  version: number;
}

/** Migration 0010 (PostgreSQL only): rate-limit windows every process counts into. */
export interface RateLimitWindowsTable {
  key: string;
  hits: number;
  resets_at: number;
}

/** Migration 0012: staff sign-in (src/features/staff). */
export type StaffRole = 'admin' | 'editor' | 'agent';

export interface StaffAccountsTable {
  id: Generated<number>;
  /** Lowercased. */
  email: string;
  role: StaffRole;
  /** argon2id, PHC string format. */
  password_hash: string;
  /** 0 or 1. */
  disabled: Generated<number>;
  created_at: string;
}

export interface StaffSessionsTable {
  /** SHA-256 (hex) of the cookie's token, never the token itself. */
  id: string;
  account_id: number;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
}

export interface StaffSignInFailuresTable {
  id: Generated<number>;
  /** 'email:<sha-256 hex>' or 'ip:<address>'; 'token-ip:<address>': a wrong staff export token (features/delivery/tokenGuesses.ts). */
  key: string;
  at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  /** Who: null when the command line made the change. */
  account_id: number | null;
  via: 'api' | 'command';
  action: string;
  subject: string;
  /** JSON text of the subject before and after the change; null when it did not exist. */
  before: string | null;
  after: string | null;
}

/** Migration 0013: staff notes on a lead; exactly one of enquiry_id and loan_lead_id is set. */
export interface LeadNotesTable {
  id: Generated<number>;
  enquiry_id: number | null;
  loan_lead_id: number | null;
  account_id: number;
  at: string;
  text: string;
}

/** Migration 0015: listing photos (src/features/photos); the files are in <data folder>/photos/<id>/. */
export interface PhotosTable {
  /** The public random id (16 base64url characters) in the photo's URLs. */
  id: string;
  /** Null until attached, and again if the listing is deleted. */
  listing_id: number | null;
  position: number;
  alt: string;
  /** The upload's size once upright. */
  width: number;
  height: number;
  /** JSON text: [{ width, height }], narrowest first; each width exists as .avif, .webp and .jpg. */
  variants: string;
  created_by: number | null;
  created_at: string;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: string;
}

export interface Database {
  cities: CitiesTable;
  locations: LocationsTable;
  listings: ListingsTable;
  curated_listings: CuratedListingsTable;
  blogs: BlogsTable;
  blog_slugs: BlogSlugsTable;
  app_meta: AppMetaTable;
  enquiries: EnquiriesTable;
  loan_leads: LoanLeadsTable;
  idempotency_keys: IdempotencyKeysTable;
  delivery_outbox: DeliveryOutboxTable;
  schema_migrations: SchemaMigrationsTable;
  data_version: DataVersionTable;
  rate_limit_windows: RateLimitWindowsTable;
  staff_accounts: StaffAccountsTable;
  staff_sessions: StaffSessionsTable;
  staff_sign_in_failures: StaffSignInFailuresTable;
  audit_log: AuditLogTable;
  lead_notes: LeadNotesTable;
  photos: PhotosTable;
  listing_old_slugs: ListingOldSlugsTable;
}

export type ListingRow = Selectable<ListingsTable>;
export type NewListing = Insertable<ListingsTable>;
export type NewBlog = Insertable<BlogsTable>;
