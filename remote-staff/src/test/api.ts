import * as z from 'zod/mini';
import { auditLogSchema, staffAccountsSchema, staffSessionSchema, type StaffRoleName } from 'contracts/api';
import { apiError, type ContractRoute } from 'shared-ui/testing';

// This remote's API routes for component tests, answered from the contract's schemas
// (shared-ui/testing checks every fixture against them).

export const CSRF = 'csrf-token-of-the-test-session';

export const sessionOf = (role: StaffRoleName, email = `${role}@noida-realty.example`) => ({
  account: { email, role },
  csrfToken: CSRF,
});

export const sessionRoute = (reply: ContractRoute['reply']): ContractRoute => ({
  path: '/api/staff/session',
  answer: staffSessionSchema,
  reply,
});

export const signInRoute = (reply: ContractRoute['reply']): ContractRoute => ({
  method: 'POST',
  path: '/api/staff/session',
  answer: staffSessionSchema,
  accepts: z.object({ email: z.string(), password: z.string() }),
  reply,
});

export const signOutRoute = (): ContractRoute => ({
  method: 'DELETE',
  path: '/api/staff/session',
  answer: z.unknown(),
  reply: { status: 204, body: null },
});

export const accountsRoute = (reply: ContractRoute['reply']): ContractRoute => ({
  path: '/api/staff/accounts',
  answer: staffAccountsSchema,
  reply,
});

export const auditRoute = (reply: ContractRoute['reply']): ContractRoute => ({
  path: '/api/staff/audit',
  answer: auditLogSchema,
  reply,
});

export const signedOut = apiError(401, 'Please sign in.', 'Unauthorized');

export { apiError };
