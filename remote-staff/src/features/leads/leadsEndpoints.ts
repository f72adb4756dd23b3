import {
  staffLeadAnswerSchema,
  staffLeadForgetAnswerSchema,
  staffLeadNoteAnswerSchema,
  staffLeadsAnswerSchema,
  type LeadKind,
  type StaffLeadAnswer,
  type StaffLeadChange,
  type StaffLeadForgetAnswer,
  type StaffLeadNoteAnswer,
  type StaffLeadsAnswer,
} from 'contracts/api';
import { staffApi } from '../../api/staffApi';
import type { LeadFilters } from './leadFilters';

export interface LeadAddress {
  kind: LeadKind;
  id: string;
}

const leadUrl = ({ kind, id }: LeadAddress) => `/api/staff/leads/${kind}/${encodeURIComponent(id)}`;

/** The leads inbox (api/src/features/leads; docs/staff-leads.md). */
export const leadsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getLeads: build.query<StaffLeadsAnswer, LeadFilters & { before?: string | undefined }>({
      query: (filters) => ({ url: '/api/staff/leads', params: { ...filters, limit: LEADS_PAGE } }),
      rawResponseSchema: staffLeadsAnswerSchema,
      providesTags: ['Leads'],
    }),
    getLead: build.query<StaffLeadAnswer, LeadAddress>({
      query: leadUrl,
      rawResponseSchema: staffLeadAnswerSchema,
      providesTags: ['Leads'],
    }),
    changeLead: build.mutation<StaffLeadAnswer, LeadAddress & { change: StaffLeadChange }>({
      query: ({ change, ...lead }) => ({ url: leadUrl(lead), method: 'PATCH', body: change }),
      rawResponseSchema: staffLeadAnswerSchema,
      invalidatesTags: ['Leads'],
    }),
    addNote: build.mutation<StaffLeadNoteAnswer, LeadAddress & { text: string }>({
      query: ({ text, ...lead }) => ({ url: `${leadUrl(lead)}/notes`, method: 'POST', body: { text } }),
      rawResponseSchema: staffLeadNoteAnswerSchema,
      invalidatesTags: ['Leads'],
    }),
    forgetLead: build.mutation<StaffLeadForgetAnswer, LeadAddress>({
      query: (lead) => ({ url: leadUrl(lead), method: 'DELETE' }),
      rawResponseSchema: staffLeadForgetAnswerSchema,
      invalidatesTags: ['Leads'],
    }),
  }),
});

export const LEADS_PAGE = 50;

export const { useGetLeadsQuery, useGetLeadQuery, useChangeLeadMutation, useAddNoteMutation, useForgetLeadMutation } =
  leadsApi;
