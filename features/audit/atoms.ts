/**
 * The audit trail screen (issue 13): the filters as the user is editing
 * them, the filters the list shows, the events read so far with where the
 * next page starts, and whether an export runs. The trail is the
 * practice's, whichever provider the header has selected; dates are days in
 * the viewer's own zone. The calls live in api/, one file per endpoint.
 */
import { atom, type Getter } from 'jotai';
import { defaultAuditDates } from '../../domain/audit/audit-range';
import type { AuditAction, AuditRecordType, AuditUser, DescribedAuditEvent } from '../../domain/contract/audit';
import { isoDayIn, viewerTimeZone } from '../../domain/mail/viewer-zone';
import { profileAtom, sessionAtom } from '../session/atoms';

/** The filter form's values, as its fields hold them ('' = any). */
export interface AuditFilterInput {
  /** 'YYYY-MM-DD'. */
  from: string;
  to: string;
  /** A user id, or ''. */
  userId: string;
  action: AuditAction | '';
  recordType: AuditRecordType | '';
  recordId: string;
}

export { canReadAuditAtom } from './access';

/** The provider whose trail this is: the provider's own practice. */
export const auditProviderIdAtom = atom((get) => {
  const stored = get(sessionAtom);
  return stored?.profile ? (stored.profile.subscriberId ?? stored.userId) : 0;
});

/** The zone dates are chosen and times shown in (the profile's, else the device's). */
export const auditZoneAtom = atom((get) => viewerTimeZone(get(profileAtom)?.loggedInTimezone, Intl.DateTimeFormat().resolvedOptions().timeZone));

/** The last seven days in `timeZone`, any user, action, record. */
export const defaultAuditFilters = (timeZone: string, now = new Date()): AuditFilterInput => ({
  ...defaultAuditDates(isoDayIn(now, timeZone)),
  userId: '',
  action: '',
  recordType: '',
  recordId: '',
});

/** What the user typed; null until they change something (then the defaults are computed on read, so a tab left open overnight moves on). */
export const chosenAuditFiltersAtom = atom<AuditFilterInput | null>(null);

const shownFilters = (get: Getter): AuditFilterInput => get(chosenAuditFiltersAtom) ?? defaultAuditFilters(get(auditZoneAtom));

export const auditFormAtom = atom(shownFilters, (get, set, patch: Partial<AuditFilterInput>) => set(chosenAuditFiltersAtom, { ...shownFilters(get), ...patch }));

export type AuditLoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface AuditListState {
  status: AuditLoadStatus;
  /** The filters these events match (the export uses them too). */
  filters: AuditFilterInput | null;
  events: readonly DescribedAuditEvent[];
  nextBefore: number | null;
  /** The user filter's choices, from the first page. */
  users: readonly AuditUser[];
  /** The server's refusal or the failure text, when status is 'failed' or a next page failed. */
  error: string | null;
  loadingMore: boolean;
}

export const emptyAuditList: AuditListState = {
  status: 'idle',
  filters: null,
  events: [],
  nextBefore: null,
  users: [],
  error: null,
  loadingMore: false,
};

export const auditListAtom = atom<AuditListState>(emptyAuditList);

/** A counter: a later load makes an earlier one's answer stale. */
export const auditLoadVersionAtom = atom(0);

export const auditExportingAtom = atom(false);
