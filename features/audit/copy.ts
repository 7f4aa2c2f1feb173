/**
 * Screen copy of the audit trail (issue 13): browser-only words, so they live
 * with the feature; the spec's message table stays in domain/messages.ts.
 */

/** Labels of the audit trail screen and its menu entry. */
export const auditTexts = {
  title: 'Audit trail',
  menu: 'Audit trail',
  filters: 'Filters',
  dates: 'Dates',
  from: 'From',
  to: 'To',
  apply: 'Apply',
  user: 'User',
  anyUser: 'Anyone',
  action: 'Action',
  anyAction: 'Any action',
  recordType: 'Record type',
  anyRecordType: 'Any record',
  recordId: 'Record id',
  recordIdHint: "A record id as the CSV export's record_id column gives it",
  events: 'Audit events',
  loading: 'Loading the audit trail',
  loadFailed: 'The audit trail could not be loaded.',
  empty: 'No events in this range.',
  loadMore: 'Load more',
  loadingMore: 'Loading more events',
  exportCsv: 'Export CSV',
  exporting: 'Exporting',
  exportFailed: 'The export could not be made. Please try again.',
  read: 'Read',
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
  client: 'Client',
  contact: 'Contact',
  appointment: 'Appointment',
  mail: 'Mail',
  chat: 'Chat',
  address: 'Address',
  refused: 'Refused',
  activeFilters: (n: number): string => (n === 1 ? '1 more filter' : `${n} more filters`),
  formerUser: 'Former user',
} as const;

/** 'Shown: 50 events' under the list. */
export const auditShownCount = (n: number): string => (n === 1 ? 'Shown: 1 event' : `Shown: ${n} events`);
