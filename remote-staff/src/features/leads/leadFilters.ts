import { LEAD_KINDS, LEAD_STATUSES, type LeadKind, type LeadWorkStatus } from 'contracts/api';

/**
 * The inbox's filters. Kind, status and assignee live in the page's address (a shareable view:
 * "my new leads"); the search text never does, as it is often a phone number or an address.
 */
export interface LeadFilters {
  kind?: LeadKind | undefined;
  status?: LeadWorkStatus | undefined;
  /** A staff account id, or 'none' for the unassigned. */
  assignee?: string | undefined;
  q?: string | undefined;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** The filters an address names; anything unknown is dropped, not an error. */
export function filtersFromSearch(search: URLSearchParams): LeadFilters {
  const assignee = search.get('assignee');
  return {
    kind: oneOf(LEAD_KINDS, search.get('kind')),
    status: oneOf(LEAD_STATUSES, search.get('status')),
    assignee: assignee !== null && /^(none|[1-9][0-9]{0,9})$/.test(assignee) ? assignee : undefined,
  };
}

/** The address's query for filters (the search text left out). */
export function searchOfFilters(filters: LeadFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.kind) out.set('kind', filters.kind);
  if (filters.status) out.set('status', filters.status);
  if (filters.assignee) out.set('assignee', filters.assignee);
  return out;
}

/**
 * The CSV export's address for the same filters (a download, sent with the session cookie); the
 * search text stays out of it too, as a download's address is logged by proxies.
 */
export function exportHref(filters: LeadFilters): string {
  const text = searchOfFilters(filters).toString();
  return `/api/staff/leads/export.csv${text ? `?${text}` : ''}`;
}

export const KIND_LABELS: Readonly<Record<LeadKind, string>> = {
  enquiry: 'Contact enquiry',
  'property-enquiry': 'Property enquiry',
  'loan-lead': 'Home-loan lead',
};

export const STATUS_LABELS: Readonly<Record<LeadWorkStatus, string>> = {
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
};
