import './zodConfig';
import * as z from 'zod/mini';

/**
 * The staff sign-in's answers (api/src/features/staff), read by the back-office remote. Roles:
 * admin (staff accounts and the audit log), editor (listings and posts), agent (leads).
 */
export const STAFF_ROLES = ['admin', 'editor', 'agent'] as const;
export type StaffRoleName = (typeof STAFF_ROLES)[number];

export const staffRoleSchema = z.enum(STAFF_ROLES);

/** GET/POST /api/staff/session: who is signed in, and the token every write must carry. */
export const staffSessionSchema = z.object({
  account: z.object({ id: z.number(), email: z.string(), role: staffRoleSchema }),
  csrfToken: z.string(),
});
export type StaffSessionAnswer = z.infer<typeof staffSessionSchema>;

/** GET /api/staff/accounts (admins). */
export const staffAccountSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: staffRoleSchema,
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type StaffAccountAnswer = z.infer<typeof staffAccountSchema>;
export const staffAccountsSchema = z.object({ accounts: z.array(staffAccountSchema) });

/** GET /api/staff/audit (admins): newest first. */
export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.nullable(z.string()),
  via: z.enum(['api', 'command']),
  action: z.string(),
  subject: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntryAnswer = z.infer<typeof auditEntrySchema>;
export const auditLogSchema = z.object({ entries: z.array(auditEntrySchema) });

/** Who may open which part of the back-office (the API checks the same on every route). */
export const STAFF_AREAS = {
  leads: ['admin', 'agent'],
  listings: ['admin', 'editor'],
  posts: ['admin', 'editor'],
  accounts: ['admin'],
} as const satisfies Readonly<Record<string, readonly StaffRoleName[]>>;
export type StaffArea = keyof typeof STAFF_AREAS;

export const mayOpen = (role: StaffRoleName, area: StaffArea): boolean =>
  (STAFF_AREAS[area] as readonly StaffRoleName[]).includes(role);
