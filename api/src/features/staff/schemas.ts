import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from './passwords';
import { STAFF_ROLES } from './roles';

/** Bodies and parameters of the staff routes (hidden from the public OpenAPI document). */

const role = z.enum(STAFF_ROLES as ['admin', 'editor', 'agent']);
const email = z.string().trim().min(3).max(254);
// The sign-in checks only the length: the rules apply when a password is set.
const password = z.string().min(1).max(MAX_PASSWORD_LENGTH);

export const signInBody = z.object({ email, password }).strict();

export const auditQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(500).default(100),
    before: z.coerce.number().int().min(1).optional(),
  })
  .strict();

export const createAccountBody = z.object({ email, role, password }).strict();

export const accountParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }).strict();

export const changeAccountBody = z
  .object({ role: role.optional(), disabled: z.boolean().optional() })
  .strict()
  .refine((b) => b.role !== undefined || b.disabled !== undefined, 'Give role, disabled or both');
