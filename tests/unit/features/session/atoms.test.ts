import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExpiryPermissions, PermittedUser } from '../../../../domain/contract/auth';
import { messages } from '../../../../domain/messages';
import { MemoryStorage } from '../../memory-storage';

vi.stubGlobal('sessionStorage', new MemoryStorage());
vi.stubGlobal('localStorage', new MemoryStorage());

const { sessionFromPermissions } = await import('../../../../features/session/session-from-permissions');
const { providerChoicesAtom, selectProviderAtom, sessionAtom, signedInAtom, nonPortalAtom, canOpenStaffScreensAtom } =
  await import('../../../../features/session/atoms');
const { currentMessageAtom, currentNoticeAtom, dismissMessageAtom, pushMessageAtom } = await import('../../../../features/api/popup-atoms');

const provider = (id: number, lastName: string, extra: Partial<PermittedUser> = {}): PermittedUser => ({
  id,
  firstName: 'Dr',
  lastName,
  middleName: '',
  namePrefix: '',
  nameSuffix: '',
  permission_id: null,
  permission_status: null,
  videoUserID: null,
  connectUserID: null,
  add_video_appointment_permission: null,
  delete_video_appointment_permission_refused: false,
  subscriber_id: id,
  emailPermission: false,
  ...extra,
});

const staffAnswer: ExpiryPermissions = {
  timeRemain: 1800,
  userId: 4,
  username: 'sam.staff',
  userRole: 11,
  userType: 2,
  firstName: 'Sam',
  lastName: 'Okafor',
  middleName: '',
  namePrefix: '',
  nameSuffix: '',
  credentials: '',
  loggedInTimezone: 'America/New_York',
  subscriber_id: 1,
  permission_id: null,
  permission_status: null,
  client_name_format: 1,
  client_name_order: 1,
  videoUserId: null,
  connectUserId: null,
  permittedUserList: [
    provider(2, 'Chen'),
    provider(3, 'Patel', { permission_id: 3 }),
    provider(1, 'Rivera', { emailPermission: true }),
  ],
  appUsers: [],
  unreadMailIds: [],
  subscription: null,
  subscriberFirstName: 'Maria',
  subscriberLastName: 'Rivera',
  subscriberMiddleName: '',
  subscriberNamePrefix: '',
  subscriberNameSuffix: '',
};

describe('sessionFromPermissions', () => {
  it('given a first answer for staff, should store the profile, the expiry and the first permitted provider other than themselves', () => {
    const session = sessionFromPermissions({ userId: 4, token: 't', profile: null }, staffAnswer, 1_000);
    expect(session.expiresAt).toBe(1_000 + 1_800_000);
    expect(session.profile?.userRole).toBe(11);
    expect(session.profile?.selectedProviderId).toBe(2);
    expect(session.profile?.emailPermission).toEqual({ '1': true, '2': false, '3': false });
  });

  it('given a later answer, should keep a still-permitted selected provider and drop one no longer permitted', () => {
    const first = sessionFromPermissions({ userId: 4, token: 't', profile: null }, staffAnswer, 0);
    const chosen = { ...first, profile: { ...first.profile!, selectedProviderId: 2 } };
    expect(sessionFromPermissions(chosen, staffAnswer, 0).profile?.selectedProviderId).toBe(2);
    const revoked = {
      ...staffAnswer,
      permittedUserList: staffAnswer.permittedUserList.map((p) => (p.id === 2 ? { ...p, permission_status: 1 } : p)),
    };
    expect(sessionFromPermissions(chosen, revoked, 0).profile?.selectedProviderId).toBe(1);
  });

  it('given staff who had acted as themselves (before issue 27), should move them to the first provider they act for', () => {
    const first = sessionFromPermissions({ userId: 4, token: 't', profile: null }, staffAnswer, 0);
    const self = { ...first, profile: { ...first.profile!, selectedProviderId: 4 } };
    expect(sessionFromPermissions(self, staffAnswer, 0).profile?.selectedProviderId).toBe(2);
  });

  it('given staff with nobody permitted, should act as themselves', () => {
    const answer = { ...staffAnswer, permittedUserList: [provider(3, 'Patel', { permission_id: 3 })] };
    expect(sessionFromPermissions({ userId: 4, token: 't', profile: null }, answer, 0).profile?.selectedProviderId).toBe(4);
  });

  it('given a provider (role 7) with permitted providers, should still act as themselves', () => {
    const answer = { ...staffAnswer, userRole: 7, userType: 1 };
    expect(sessionFromPermissions({ userId: 4, token: 't', profile: null }, answer, 0).profile?.selectedProviderId).toBe(4);
  });

  it('given a delegate, should act for the subscriber', () => {
    const answer = { ...staffAnswer, userRole: 24, userType: 4, subscriber_id: 1 };
    expect(sessionFromPermissions({ userId: 5, token: 't', profile: null }, answer, 0).profile?.selectedProviderId).toBe(1);
  });
});

describe('session atoms', () => {
  let store: ReturnType<typeof createStore>;
  beforeEach(() => {
    sessionStorage.clear();
    store = createStore();
  });

  it('given no profile yet, should not count as signed in', () => {
    store.set(sessionAtom, { userId: 4, token: 't', expiresAt: 0, profile: null });
    expect(store.get(signedInAtom)).toBe(false);
  });

  it('given staff who is not a provider, should list the permitted providers only, not themselves, and switch only to them', () => {
    store.set(sessionAtom, sessionFromPermissions({ userId: 4, token: 't', profile: null }, staffAnswer, 0));
    expect(store.get(signedInAtom)).toBe(true);
    expect(store.get(nonPortalAtom)).toBe(true);
    expect(store.get(canOpenStaffScreensAtom)).toBe(true);
    expect(store.get(providerChoicesAtom).map((p) => p.id)).toEqual([2, 1]);
    expect(store.set(selectProviderAtom, 4)).toBe(false);
    expect(store.set(selectProviderAtom, 3)).toBe(false);
    expect(store.set(selectProviderAtom, 2)).toBe(true);
    expect(store.get(sessionAtom)?.profile?.selectedProviderId).toBe(2);
    // Persisted in session storage, so a reload keeps the choice.
    expect(JSON.parse(sessionStorage.getItem('meadow.session') ?? 'null').profile.selectedProviderId).toBe(2);
  });

  it('given a portal user, should keep staff screens closed', () => {
    const answer = { ...staffAnswer, userRole: 22, userType: null, permittedUserList: [] };
    store.set(sessionAtom, sessionFromPermissions({ userId: 9, token: 't', profile: null }, answer, 0));
    expect(store.get(nonPortalAtom)).toBe(false);
    expect(store.get(canOpenStaffScreensAtom)).toBe(false);
  });
});

describe('global message queue', () => {
  it('should show messages one at a time with the default time, and skip a repeated text', () => {
    const store = createStore();
    store.set(pushMessageAtom, { key: 'sessionInvalid' });
    store.set(pushMessageAtom, { key: 'sessionInvalid' });
    store.set(pushMessageAtom, { key: 'newMail', seconds: 20, action: { label: 'Inbox', to: '/emails/inbox' } });
    const first = store.get(currentMessageAtom);
    expect(first).toMatchObject({ text: messages.sessionInvalid, seconds: 10, notice: false });
    // Routine news is a notice (issue 27 item 9): shown beside the popup, never queued behind it.
    expect(store.get(currentNoticeAtom)).toMatchObject({ text: messages.newMail, seconds: 20, notice: true });
    store.set(dismissMessageAtom, first!.id);
    expect(store.get(currentMessageAtom)).toBeNull();
    expect(store.get(currentNoticeAtom)).toMatchObject({ text: messages.newMail });
  });
});
