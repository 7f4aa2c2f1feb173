import { atom, createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../stub-session-storage';
import type { AuditPage, DescribedAuditEvent } from '../../../../domain/contract/audit';
import { isoDayIn } from '../../../../domain/mail/viewer-zone';

const request = vi.fn();
const requestFile = vi.fn();
vi.mock('../../../../features/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../features/api/client')>()),
  request: (...args: unknown[]) => request(...args),
  requestFile: (...args: unknown[]) => requestFile(...args),
}));
const saveFile = vi.fn();
vi.mock('../../../../features/api/save-file', () => ({ saveFile: (...args: unknown[]) => saveFile(...args) }));
vi.mock('../../../../features/session/atoms', () => ({
  sessionAtom: atom({ userId: 1, token: 't', expiresAt: 0, profile: { userRole: 7, subscriberId: null, loggedInTimezone: 'America/New_York' } }),
  profileAtom: atom({ userRole: 7, subscriberId: null, loggedInTimezone: 'America/New_York' }),
}));

const audit = await import('../../../../features/audit/atoms');
const { loadAuditAtom, loadMoreAuditAtom } = await import('../../../../features/audit/api/get-audit-page');
const { exportAuditAtom } = await import('../../../../features/audit/api/export-audit');
const { auditQueryString } = await import('../../../../features/audit/api/audit-query');
const { ApiError } = await import('../../../../features/api/api-error');
const { timeStyleAtom } = await import('../../../../features/session/time-style');

const event = (id: number): DescribedAuditEvent => ({
  id,
  at: '2025-03-03T16:00:00.000Z',
  userId: 1,
  userName: 'Maria Rivera (dr.rivera)',
  providerId: 1,
  action: 'read',
  recordType: 'client',
  recordId: String(id),
  route: 'GET /api/clients/client_details/:providerId',
  statusCode: 200,
  ip: '127.0.0.1',
  record: { name: 'Morgan, Alex', day: null, minutes: null },
});
const page = (ids: number[], nextBefore: number | null, users: AuditPage['users'] = null): AuditPage => ({ events: ids.map(event), nextBefore, users });

beforeEach(() => {
  request.mockReset();
  requestFile.mockReset();
  saveFile.mockReset();
});

describe('the audit trail atoms', () => {
  it('should open on the last seven days in the profile\'s zone, for the provider\'s own practice', () => {
    const store = createStore();
    const today = isoDayIn(new Date(), 'America/New_York');
    const form = store.get(audit.auditFormAtom);
    expect(form.to).toBe(today);
    expect((Date.parse(form.to) - Date.parse(form.from)) / 86_400_000).toBe(6);
    expect(store.get(audit.auditProviderIdAtom)).toBe(1);
    expect(store.get(audit.canReadAuditAtom)).toBe(true);
  });

  it('should ask for the first page with the filters set and the zone, then append the next page by id', async () => {
    const store = createStore();
    store.set(audit.auditFormAtom, { from: '2025-03-01', to: '2025-03-07', recordType: 'client', recordId: ' 12 ' });
    request.mockResolvedValueOnce(page([9, 8], 8, [{ id: 1, name: 'Maria Rivera (dr.rivera)' }]));
    await store.set(loadAuditAtom);
    expect(request.mock.calls[0]?.slice(0, 2)).toEqual(['get', 'audit/1?from=2025-03-01&to=2025-03-07&timezone=America%2FNew_York&recordType=client&recordId=12']);
    expect(store.get(audit.auditListAtom)).toMatchObject({ status: 'ready', nextBefore: 8, users: [{ id: 1 }] });

    // Editing the form does not change what the next page asks for: the list's own filters do.
    store.set(audit.auditFormAtom, { recordType: 'mail' });
    request.mockResolvedValueOnce(page([7], null));
    await store.set(loadMoreAuditAtom);
    expect(request.mock.calls[1]?.[1]).toBe('audit/1?from=2025-03-01&to=2025-03-07&timezone=America%2FNew_York&recordType=client&recordId=12&before=8');
    const list = store.get(audit.auditListAtom);
    expect(list.events.map((e) => e.id)).toEqual([9, 8, 7]);
    expect(list.nextBefore).toBeNull();
    expect(list.users).toHaveLength(1);
  });

  it('given a refusal, should show the server\'s text', async () => {
    const store = createStore();
    request.mockRejectedValueOnce(new ApiError(400, 'The date range is too long: choose at most 366 days'));
    await store.set(loadAuditAtom);
    expect(store.get(audit.auditListAtom)).toMatchObject({ status: 'failed', error: 'The date range is too long: choose at most 366 days' });
  });

  it('should export the filters the list shows, and hand the file to the browser', async () => {
    const store = createStore();
    store.set(audit.auditFormAtom, { from: '2025-03-01', to: '2025-03-07', userId: '4' });
    store.set(timeStyleAtom, { locale: 'en-GB', hourCycle: 'h23' });
    request.mockResolvedValueOnce(page([1], null));
    await store.set(loadAuditAtom);
    const file = { blob: new Blob(['x']), fileName: 'meadow-audit-2025-03-01-2025-03-07.csv' };
    requestFile.mockResolvedValueOnce(file);
    await store.set(exportAuditAtom);
    expect(requestFile).toHaveBeenCalledWith('audit/1/export?from=2025-03-01&to=2025-03-07&timezone=America%2FNew_York&userId=4&hourCycle=h23', 'meadow-audit-2025-03-01-2025-03-07.csv');
    expect(saveFile).toHaveBeenCalledWith(file);
    expect(store.get(audit.auditExportingAtom)).toBe(false);
  });
});

describe('auditQueryString', () => {
  it('should leave out what is not set', () => {
    expect(auditQueryString({ from: '', to: '', userId: '', action: '', recordType: '', recordId: '  ' }, 'UTC')).toBe('timezone=UTC');
  });
});
