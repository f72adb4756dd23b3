import { EMAIL } from 'contracts/api';
import type { StaffRole } from '../../db/schema';

/**
 * Staff roles: admin (staff accounts and the audit log), editor (listings and posts), agent
 * (leads). A route names the roles it admits; admin is not implied by the others.
 */
export const STAFF_ROLES: readonly StaffRole[] = ['admin', 'editor', 'agent'];

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/** One account per address whatever its case: stored and looked up lowercased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isEmail(email: string): boolean {
  return email.length <= 254 && EMAIL.test(email);
}
