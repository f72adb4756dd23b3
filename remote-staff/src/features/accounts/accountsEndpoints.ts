import { auditLogSchema, staffAccountsSchema, type AuditEntryAnswer, type StaffAccountAnswer } from 'contracts/api';
import { staffApi } from '../../api/staffApi';

/** The admin's views: staff accounts and the audit log (api/src/features/staff/routes.ts). */
export const accountsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getAccounts: build.query<{ accounts: StaffAccountAnswer[] }, void>({
      query: () => '/api/staff/accounts',
      rawResponseSchema: staffAccountsSchema,
      providesTags: ['Accounts'],
    }),
    getAudit: build.query<{ entries: AuditEntryAnswer[] }, { before?: number | undefined }>({
      query: ({ before }) => ({ url: '/api/staff/audit', params: { limit: AUDIT_PAGE, before } }),
      rawResponseSchema: auditLogSchema,
      providesTags: ['Audit'],
    }),
  }),
});

export const AUDIT_PAGE = 50;

export const { useGetAccountsQuery, useGetAuditQuery } = accountsApi;
